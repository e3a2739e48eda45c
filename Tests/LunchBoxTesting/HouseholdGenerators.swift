import Foundation
import LunchBoxCore
import PropertyBased

/// Whole households for the portable document's round trip: every part filled, with the
/// rules a face saves by already kept (clean names, known meals on planned days).
public enum HouseholdGenerators {
    static let memberNames = ["Ana", "Bo", "Chidi", "Dana", "Élodie", "Finn", "Grace", "Hiro"]
    static let timeZones = [nil, "Europe/Stockholm", "America/New_York", "Asia/Tokyo"]

    static var member: Generator<HouseholdSnapshot.Member, some SendableSequenceType> {
        zip(Generators.dietaryPreferences, Gen.bool, PlannerGenerators.createdAt, Gen.int(in: 0...5_000), Gen.int(in: 0...40), Generators.calendarDay)
            .map { diets, packFor, createdAt, points, streak, day in
                let progress = PlayProgress(
                    points: points, totals: [.ideas: points / 10, .favorites: streak], days: [DayActivity(day: day, counts: [.checkIns: 1], ideaPoints: 5)],
                    streak: Streak(length: streak, lastDay: day, longest: streak + 3), mostDaysPlannedInAWeek: min(7, streak), completedChallenges: ["weekly-3"])
                let member = HouseholdMember(name: "", createdAt: createdAt, diets: diets, packFor: packFor)
                return HouseholdSnapshot.Member(member: member, progress: progress)
            }
    }

    static var favorite: Generator<LunchBoxIdea, some SendableSequenceType> {
        zip(Generators.idea, PlannerGenerators.createdAt, Gen.element(of: [nil, IdeaOrigin.offlineChef, .ai(model: "gpt-4o-mini")]))
            .map { idea, savedAt, origin in
                var saved = idea
                saved.savedAt = savedAt
                saved.origin = origin ?? nil
                return saved
            }
    }

    public static var snapshot: Generator<HouseholdSnapshot, some SendableSequenceType> {
        zip(
            Generators.inventoryItems(0...12), member.array(of: 0...4), Generators.dietaryPreferences, favorite.array(of: 0...5),
            PlannerGenerators.meals(0...6), Generators.calendarDay.array(of: 0...8), Gen.element(of: timeZones), Gen.int(in: 1...7)
        )
        .map { items, members, diets, favorites, meals, days, zone, weekStart in
            var kitchen = Inventory()
            for item in items { _ = try? kitchen.add(item) }
            let named = members.enumerated().map { index, entry in
                HouseholdSnapshot.Member(
                    member: HouseholdMember(
                        id: entry.member.id, name: memberNames[index], createdAt: entry.member.createdAt, diets: entry.member.diets, packFor: entry.member.packFor),
                    progress: entry.progress)
            }
            let plan =
                meals.isEmpty
                ? []
                : days.enumerated().map { index, day in
                    MealAssignment(mealID: meals[index % meals.count].id, day: day, createdAt: meals[index % meals.count].createdAt)
                }
            let bought = days.prefix(3).enumerated().map { index, day in
                HouseholdSnapshot.BoughtItem(weekStart: day, key: "item \(index)", boughtAt: Date(timeIntervalSince1970: Double(index) * 86_400))
            }
            return HouseholdSnapshot(
                kitchen: kitchen.items, members: named, currentMemberID: named.last?.member.id, playTimeZone: zone ?? nil, diets: diets,
                ideaPreferences: IdeaPreferences(), weekStart: Weekday(rawValue: weekStart) ?? .monday, favorites: favorites, meals: meals, plan: plan,
                bought: bought)
        }
    }
}
