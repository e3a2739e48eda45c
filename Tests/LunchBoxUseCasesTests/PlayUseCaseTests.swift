import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Play use case")
struct PlayUseCaseTests {
    private static func stockedKitchen(_ useCases: UseCases) async throws {
        let today = useCases.inventory.today
        try await useCases.inventory.add(name: "Chicken breast", bestBefore: today.adding(days: 1))
        try await useCases.inventory.add(name: "Rice")
        try await useCases.inventory.add(name: "Cucumber")
        try await useCases.inventory.add(name: "Cheddar")
        try await useCases.inventory.add(name: "Apple")
    }

    @Test func askingForIdeasEarnsPointsAndTheFirstIdeaBadge() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await Self.stockedKitchen(useCases)
        let batch = try await useCases.ideas.ask(engine: .offline)
        let summary = try await useCases.play.summary()
        #expect(summary.points >= PlayPoints.checkIn + batch.ideas.count * PlayPoints.idea)
        #expect(summary.badges.first { $0.id == Badge.firstIdea.rawValue }?.isUnlocked == true)
        #expect(summary.checkedInToday && summary.streak == 1)
        #expect(try await useCases.play.news().contains { $0.event == .badgeUnlocked(.firstIdea) })
    }

    @Test func theCheckInPaysOnceADay() async throws {
        let (useCases, _) = try TestUseCases.make()
        let first = try await useCases.play.checkIn()
        let again = try await useCases.play.checkIn()
        #expect(first.pointsGained == PlayPoints.checkIn)
        #expect(again.isEmpty)
        #expect(try await useCases.play.summary().points == PlayPoints.checkIn)
    }

    @Test func savingAFavoriteTwiceCountsOnceAndSharingCounts() async throws {
        let (useCases, database) = try TestUseCases.make()
        let idea = LunchBoxIdea(name: "Rice box", ingredients: ["rice", "cucumber"], preparationSteps: ["Pack."])
        try await database.saveRecentIdeas(IdeaBatch(ideas: [idea], origin: .offlineChef))
        try await useCases.favorites.save(number: 1)
        try await useCases.favorites.save(ideaID: idea.id)
        let shared = try await useCases.ideas.recordShare(id: idea.id)
        #expect(shared.badgesUnlocked == [.firstShare])
        let text = await useCases.ideas.share(idea)
        #expect(text.contains("Rice box"))
        let progress = try #require(try await database.playBoard().first).progress
        #expect(progress.total(.favorites) == 1)
        #expect(progress.total(.shares) == 2)
        #expect(progress.hasBadge(.firstFavorite))
        await #expect(throws: IdeasError.ideaNotFound) { try await useCases.ideas.recordShare(id: UUID()) }
    }

    @Test func usingAnItemBeforeItsDateUnlocksUsedItUp() async throws {
        let (useCases, database) = try TestUseCases.make()
        let today = useCases.inventory.today
        let old = try await useCases.inventory.add(name: "Yoghurt", bestBefore: today.adding(days: -1))
        let fresh = try await useCases.inventory.add(name: "Milk", bestBefore: today)
        try await useCases.inventory.remove(id: old.id)
        #expect(try await database.playBoard().first?.progress.hasBadge(.usedItUp) == false)
        try await useCases.inventory.remove(id: fresh.id)
        let progress = try #require(try await database.playBoard().first).progress
        #expect(progress.hasBadge(.usedItUp))
        #expect(progress.total(.itemsUsedInTime) == 1)
    }

    @Test func planningFiveDaysOfAWeekUnlocksThePlannedWeekAndCountsMeatFreeLunches() async throws {
        let (useCases, database) = try TestUseCases.make()
        let soup = try await useCases.plan.addMeal(description: "Lentil soup", protein: "lentils")
        let chicken = try await useCases.plan.addMeal(description: "Chicken wrap", protein: "chicken")
        let week = try await useCases.plan.calendarNow().currentWeek
        try await useCases.plan.assign(mealID: soup.id, to: Array(week.days.prefix(3)))
        try await useCases.plan.assign(mealID: chicken.id, to: Array(week.days.dropFirst(3).prefix(2)))
        let progress = try #require(try await database.playBoard().first).progress
        #expect(progress.total(.mealsPlanned) == 5)
        #expect(progress.total(.meatFreeMealsPlanned) == 3)
        #expect(progress.hasBadge(.firstPlannedWeek))
    }

    /// Issue 38, item 11: a week "Plan my week" fills counts as planning by hand does.
    @Test func aWeekPlanMyWeekFillsCountsForPlay() async throws {
        let (useCases, database) = try TestUseCases.make()
        let meals = [
            ("Lentil soup", "lentils"), ("Egg wrap", "eggs"), ("Tuna pasta", "tuna"), ("Bean chilli", "kidney beans"), ("Ham roll", "ham"),
            ("Tofu bowl", "tofu"), ("Salmon rice", "salmon"), ("Falafel pitta", "falafel"),
        ]
        for (description, protein) in meals {
            _ = try await useCases.plan.addMeal(description: description, protein: protein)
        }
        let week = try await useCases.plan.calendarNow().currentWeek
        let plan = try await useCases.autoPlan.planWeek(week)
        // Monday: the five school days.
        #expect(plan.days.map(\.planned.assignment.day.isoWeekday) == [1, 2, 3, 4, 5])
        let progress = try #require(try await database.playBoard().first).progress
        #expect(progress.total(.mealsPlanned) == plan.days.count)
        #expect(progress.mostDaysPlannedInAWeek == plan.days.count)
        #expect(progress.hasBadge(.firstPlannedWeek) == (plan.days.count >= Badge.plannedWeekDays))
        // Issue 38, item 8: weekends only when asked for.
        try await useCases.autoPlan.undo(planID: plan.id)
        let everyDay = try await useCases.autoPlan.planWeek(week, weekends: true)
        #expect(everyDay.days.count == 7)
        #expect(everyDay.summary.hasPrefix("Planned 7 days"))
    }

    @Test func householdPlayersHaveTheirOwnPointsAndABoard() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await useCases.play.checkIn()
        let sam = try await useCases.household.add(name: "  Sam ")
        #expect(sam.name == "Sam")
        try await useCases.play.switchPlayer(to: try await useCases.household.member("sam").id)
        var summary = try await useCases.play.summary()
        #expect(summary.player.name == "Sam" && summary.points == 0)
        #expect(summary.board.map(\.name) == [HouseholdMember.defaultName, "Sam"])
        #expect(summary.board.last?.isCurrent == true)
        _ = try await useCases.household.set(sam.id.uuidString, name: "Samira")
        summary = try await useCases.play.summary()
        #expect(summary.player.name == "Samira")
        await #expect(throws: PlayError.playerNotFound(sam.id.uuidString)) {
            _ = try await useCases.household.remove(sam.id.uuidString)
            try await useCases.play.switchPlayer(to: sam.id)
        }
    }

    @Test func theTimeZoneDecidesTheDay() async throws {
        // Monday 10:00 UTC is already Tuesday on Kiritimati (UTC+14).
        let (useCases, _) = try TestUseCases.make()
        #expect(try await useCases.play.summary().today == CalendarDay(year: 2026, month: 11, day: 23))
        try await useCases.play.saveTimeZone("Pacific/Kiritimati")
        #expect(try await useCases.play.summary().today == CalendarDay(year: 2026, month: 11, day: 24))
        await #expect(throws: PlayError.unknownTimeZone("Mars/Olympus")) { try await useCases.play.saveTimeZone("Mars/Olympus") }
        try await useCases.play.saveTimeZone(nil)
        #expect(try await useCases.play.timeZone() == TestUseCases.utc.timeZone)
    }

    @Test func shownNewsIsForgotten() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await useCases.play.apply(.ideaShared)
        let news = try await useCases.play.news()
        #expect(!news.isEmpty)
        try await useCases.play.markNewsSeen(upTo: try #require(news.last).number)
        #expect(try await useCases.play.news().isEmpty)
        #expect(try await useCases.play.currentLevel() == 1)
    }
}
