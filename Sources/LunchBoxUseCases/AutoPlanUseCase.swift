import Foundation
import LunchBoxCore

/// A week "Plan my week" filled: which days got which meal, from where and why.
public struct AutoPlannedWeek: Equatable, Sendable {
    /// One day filled.
    public struct Day: Equatable, Sendable {
        public let planned: PlannedMeal
        public let source: WeekAutoPlanner.Source
        /// Kitchen foods it uses, use-soon ones first and marked so.
        public let usesFromKitchen: [String]
    }

    /// The token that undoes the whole plan or swaps one of its days.
    public let id: UUID
    public let week: PlanWeek
    public let days: [Day]
    /// Empty days (from today on) nothing suitable was found for.
    public let leftEmpty: [CalendarDay]
    /// Only school days (Monday to Friday) were planned.
    public var schoolDaysOnly = true

    /// "Planned 5 days: 3 from your meals, 1 favorite, 1 from the chef." One sentence for every face.
    public var summary: String {
        if days.isEmpty && leftEmpty.isEmpty && schoolDaysOnly {
            return "No empty school day is left in this week: plan next week, or include weekends."
        }
        guard !days.isEmpty else { return "No empty day could be planned: add meals or food, or ease the diets." }
        let counts = [WeekAutoPlanner.Source.library, .favorite, .chef].compactMap { source -> String? in
            let count = days.filter { $0.source == source }.count
            guard count > 0 else { return nil }
            switch source {
            case .library: return "\(count) from your meals"
            case .favorite: return count == 1 ? "1 favorite" : "\(count) favorites"
            case .chef: return "\(count) from the chef"
            }
        }
        let planned = "Planned \(days.count) \(days.count == 1 ? "day" : "days"): \(counts.joined(separator: ", "))."
        return leftEmpty.isEmpty ? planned : planned + " \(leftEmpty.count) left empty."
    }
}

/// "Plan my week": fills the empty days of a week, from today on, in one transaction,
/// from the meal library, the favorites and the offline chef (`WeekAutoPlanner` decides);
/// a day can be swapped and the whole plan undone. Diets come in as a parameter so a
/// face can pass its own; without them, the needs of the members the household packs for.
public struct AutoPlanUseCase: Sendable {
    public typealias Store = AutoPlanRepository & MealRepository & PlanRepository & FavoritesRepository & InventoryRepository & PreferencesRepository

    private let store: any Store
    private let lexicon: FoodLexicon
    private let clock: any AppClock
    private let calendar: Calendar
    private let chef: OfflineChef
    /// The needs of the people the week is packed for (`HouseholdUseCase.packingNeeds`),
    /// used when a face passes no diets; the household preferences alone without it.
    private let needs: (@Sendable () async throws -> DietaryPreferences)?
    /// Tells play a meal was planned on a day, as planning by hand does
    /// (`PlanUseCase.recordPlanned`): a week the plan fills counts for "Planned week".
    private let recordPlanned: @Sendable (Meal, CalendarDay) async -> Void

    init(
        store: any Store, lexicon: FoodLexicon, clock: any AppClock, calendar: Calendar, chef: OfflineChef,
        needs: (@Sendable () async throws -> DietaryPreferences)? = nil, recordPlanned: @escaping @Sendable (Meal, CalendarDay) async -> Void = { _, _ in }
    ) {
        self.needs = needs
        self.recordPlanned = recordPlanned
        self.store = store
        self.lexicon = lexicon
        self.clock = clock
        self.calendar = calendar
        self.chef = chef
    }

    /// Fills the week's empty days from today on: school days (Monday to Friday) unless
    /// `weekends`, as most packed lunches are for school and work.
    public func planWeek(_ week: PlanWeek, diets: DietaryPreferences? = nil, avoiding: [String] = [], weekends: Bool = false) async throws -> AutoPlannedWeek {
        let today = WeekCalendar(calendar: calendar).today(clock: clock)
        let planned = try await store.plannedMeals(in: week.range)
        let taken = Set(planned.map(\.assignment.day))
        let empty = week.days.filter { $0 >= today && !taken.contains($0) && (weekends || $0.isoWeekday <= 5) }
        let (candidates, kitchen, preferences) = try await inputs(diets: diets)
        let choices = WeekAutoPlanner(lexicon: lexicon).plan(
            days: empty, candidates: candidates, kitchen: kitchen, diets: preferences, avoiding: avoiding, planned: planned.map(\.meal))
        let id = UUID()
        let stored = try await store.applyAutoPlan(id: id, choices: choices, at: clock.now())
        let days = zip(choices.filter { choice in stored.contains { $0.assignment.day == choice.day } }, stored).map { choice, planned in
            AutoPlannedWeek.Day(planned: planned, source: choice.candidate.source, usesFromKitchen: choice.usesFromKitchen)
        }
        let filled = Set(stored.map(\.assignment.day))
        for planned in stored { await recordPlanned(planned.meal, planned.assignment.day) }
        var plannedWeek = AutoPlannedWeek(id: id, week: week, days: days, leftEmpty: empty.filter { !filled.contains($0) })
        plannedWeek.schoolDaysOnly = !weekends
        return plannedWeek
    }

    /// Puts the next best meal on `day` of plan `id`, leaving out every meal the week holds.
    public func swap(planID: UUID, day: CalendarDay, diets: DietaryPreferences? = nil, avoiding: [String] = []) async throws -> AutoPlannedWeek.Day {
        let week = PlanWeek(start: day)
        let planned = try await store.plannedMeals(in: week.start.adding(days: -6)...week.start.adding(days: 6))
        let planMeals = try await store.autoPlanMealIDs(id: planID)
        guard planned.contains(where: { $0.assignment.day == day && planMeals.contains($0.meal.id) }) else { throw PackingError.dayNotInPlan(day) }
        let excluded = planMeals.union(planned.filter { $0.assignment.day == day }.map(\.meal.id))
        let (candidates, kitchen, preferences) = try await inputs(diets: diets)
        let others = planned.filter { $0.assignment.day != day }.map(\.meal)
        let onDay = planned.filter { $0.assignment.day == day }.map(\.meal)
        guard
            let choice = WeekAutoPlanner(lexicon: lexicon).plan(
                days: [day], candidates: candidates.filter { candidate in !onDay.contains { $0.description == candidate.meal.description } }, kitchen: kitchen,
                diets: preferences, avoiding: avoiding, planned: others, excluding: excluded
            ).first
        else { throw PackingError.noOtherMeal }
        let stored = try await store.swapAutoPlannedDay(id: planID, choice: choice, at: clock.now())
        return AutoPlannedWeek.Day(planned: stored, source: choice.candidate.source, usesFromKitchen: choice.usesFromKitchen)
    }

    /// The library meals plan `id` put on days, for a face to offer Swap on them.
    public func mealIDs(planID: UUID) async throws -> Set<UUID> {
        try await store.autoPlanMealIDs(id: planID)
    }

    /// Takes the whole plan back: its days emptied, meals it added removed.
    @discardableResult
    public func undo(planID: UUID) async throws -> Int {
        try await store.undoAutoPlan(id: planID)
    }

    private func inputs(diets: DietaryPreferences?) async throws -> ([WeekAutoPlanner.Candidate], [InventoryItem], DietaryPreferences) {
        let preferences: DietaryPreferences
        if let diets {
            preferences = diets
        } else if let needs {
            preferences = try await needs()
        } else {
            preferences = try await store.dietaryPreferences()
        }
        let kitchen = try await store.inventory().items
        let today = WeekCalendar(calendar: calendar).today(clock: clock)
        let now = clock.now()
        let role = lexicon.mealRole(of:)
        var candidates = try await store.meals().map { WeekAutoPlanner.Candidate(meal: $0, source: .library) }
        candidates += try await store.favorites().map { WeekAutoPlanner.Candidate(meal: Meal(idea: $0, createdAt: now, role: role), source: .favorite) }
        if !kitchen.isEmpty {
            candidates += chef.batch(for: kitchen, preferences: preferences, today: today).ideas.map {
                WeekAutoPlanner.Candidate(meal: Meal(idea: $0, createdAt: now, role: role), source: .chef)
            }
        }
        return (candidates, kitchen, preferences)
    }
}
