import Foundation
import LunchBoxCore
import Testing

@Suite("Play rules")
struct PlayRulesTests {
    let rules = PlayRules(playerSeed: "player")
    let monday = CalendarDay(year: 2026, month: 11, day: 23)!

    private func week(_ day: CalendarDay) -> ClosedRange<CalendarDay> { PlayGenerators.week(of: day) }

    @Test func anIdeaEarnsTenPlusItsQualityBonuses() {
        #expect(IdeaQuality(kitchenItemsUsed: 1, usesUseSoonItem: false, onlyKitchenItems: false, passesDietaryGuard: true).points == 10)
        #expect(IdeaQuality(kitchenItemsUsed: 3, usesUseSoonItem: false, onlyKitchenItems: false, passesDietaryGuard: true).points == 15)
        #expect(IdeaQuality(kitchenItemsUsed: 3, usesUseSoonItem: true, onlyKitchenItems: false, passesDietaryGuard: true).points == 20)
        #expect(IdeaQuality(kitchenItemsUsed: 2, usesUseSoonItem: true, onlyKitchenItems: true, passesDietaryGuard: true).points == 50)
        #expect(IdeaQuality(kitchenItemsUsed: 2, usesUseSoonItem: true, onlyKitchenItems: true, passesDietaryGuard: false).points == 15)
    }

    @Test func theFirstEventOfADayChecksInAndIdeasArePaid() {
        var progress = PlayProgress.empty
        let plain = IdeaQuality(kitchenItemsUsed: 1, usesUseSoonItem: false, onlyKitchenItems: false, passesDietaryGuard: true)
        let change = rules.apply(.ideasGenerated([plain, plain, plain]), on: monday, week: week(monday), to: &progress)
        #expect(change.awards.map(\.reason).prefix(2) == ["Daily check-in", "3 ideas"])
        #expect(change.badgesUnlocked == [.firstIdea])
        #expect(progress.points >= 80)
        #expect(progress.news.contains { $0.event == .badgeUnlocked(.firstIdea) })
    }

    /// Issue 39, item 4: a stored progress with 2^63 - 1 points never traps; its sums stop
    /// at `maximumCount`, and a store refuses such a progress.
    @Test func hugeStoredNumbersNeverTrap() {
        var progress = PlayProgress.empty
        progress.points = .max
        progress.lastNewsNumber = .max
        progress.totals[.ideas] = .max
        #expect(!progress.isWithinBounds)
        let plain = IdeaQuality(kitchenItemsUsed: 1, usesUseSoonItem: false, onlyKitchenItems: false, passesDietaryGuard: true)
        _ = rules.apply(.ideasGenerated([plain]), on: monday, week: week(monday), to: &progress)
        #expect(progress.points == PlayProgress.maximumCount)
        #expect(progress.totals[.ideas] == PlayProgress.maximumCount)
        #expect(PlayProgress.empty.isWithinBounds)
    }

    @Test func ideaPointsStopAtTheDailyCap() {
        var progress = PlayProgress.empty
        let perfect = IdeaQuality(kitchenItemsUsed: 3, usesUseSoonItem: true, onlyKitchenItems: true, passesDietaryGuard: true)
        var ideaPoints = 0
        for _ in 0..<10 {
            let change = rules.apply(.ideasGenerated([perfect, perfect]), on: monday, week: week(monday), to: &progress)
            ideaPoints += change.awards.filter { $0.reason.hasSuffix("ideas") }.reduce(0) { $0 + $1.points }
        }
        #expect(ideaPoints == PlayPoints.dailyIdeaCap)
        // The next day pays again.
        let tuesday = rules.apply(.ideasGenerated([perfect]), on: monday.adding(days: 1), week: week(monday), to: &progress)
        #expect(tuesday.awards.contains { $0.reason == "1 idea" && $0.points == 50 })
    }

    @Test func streakBonusesArePaidOnDaysThreeSevenAndThirty() {
        var progress = PlayProgress.empty
        var bonuses: [Int: Int] = [:]
        for offset in 0..<30 {
            let day = monday.adding(days: offset)
            let change = rules.apply(.checkIn, on: day, week: week(day), to: &progress)
            for award in change.awards where award.reason.hasSuffix("-day streak") { bonuses[offset + 1] = award.points }
        }
        #expect(bonuses == [3: 50, 7: 150, 30: 500])
        #expect(progress.hasBadge(.weekStreak) && progress.hasBadge(.monthStreak))
    }

    @Test func levelsComeEveryThousandPoints() {
        #expect(PlayLevel(points: 0).level == 1)
        #expect(PlayLevel(points: 999).level == 1)
        #expect(PlayLevel(points: 1_000).level == 2)
        #expect(PlayLevel(points: 2_500).pointsIntoLevel == 500)
        #expect(PlayLevel(points: 2_500).percent == 50)
    }

    @Test func aPlannedWeekAndItemsUsedInTimeUnlockTheirBadges() {
        var progress = PlayProgress.empty
        let change = rules.apply(.mealPlanned(meatFree: true, plannedDaysInWeek: 5), on: monday, week: week(monday), to: &progress)
        #expect(change.badgesUnlocked == [.firstPlannedWeek])
        let gone = rules.apply(.itemUsedUp(beforeBestBefore: false), on: monday, week: week(monday), to: &progress)
        #expect(gone.badgesUnlocked.isEmpty)
        let used = rules.apply(.itemUsedUp(beforeBestBefore: true), on: monday, week: week(monday), to: &progress)
        #expect(used.badgesUnlocked == [.usedItUp])
    }

    @Test func challengesFollowWhatThePlayerDoes() {
        // Four weeks of sharing every day: this week's "keep it up" challenge is sharing, with a goal above the base.
        var progress = PlayProgress.empty
        for offset in -28..<0 {
            let day = monday.adding(days: offset)
            _ = rules.apply(.ideaShared, on: day, week: week(day), to: &progress)
        }
        let weekly = ChallengeGenerator(playerSeed: "player").weekly(week(monday), progress: progress)
        #expect(weekly.count == 3)
        #expect(weekly.first?.metric == .shares)
        #expect((weekly.first?.goal ?? 0) > 2)
        #expect(Set(weekly.map(\.metric)).count == 3)
    }

    @Test func aDoneChallengePaysOnce() throws {
        var progress = PlayProgress.empty
        let challenges = rules.challenges(on: monday, week: week(monday), progress: progress)
        let daily = try #require(challenges.first { $0.period == .daily })
        var paid = 0
        for _ in 0..<(daily.goal * 3) {
            let event = Self.event(for: daily.metric)
            paid += rules.apply(event, on: monday, week: week(monday), to: &progress).challengesCompleted.filter { $0.id == daily.id }.count
        }
        #expect(paid == 1)
    }

    static func event(for metric: PlayMetric) -> PlayEvent {
        let perfect = IdeaQuality(kitchenItemsUsed: 3, usesUseSoonItem: true, onlyKitchenItems: true, passesDietaryGuard: true)
        switch metric {
        case .checkIns: return .checkIn
        case .ideas, .perfectIdeas: return .ideasGenerated([perfect])
        case .favorites: return .favoriteSaved
        case .shares: return .ideaShared
        case .mealsPlanned, .meatFreeMealsPlanned: return .mealPlanned(meatFree: true, plannedDaysInWeek: 1)
        case .itemsUsedInTime: return .itemUsedUp(beforeBestBefore: true)
        }
    }
}
