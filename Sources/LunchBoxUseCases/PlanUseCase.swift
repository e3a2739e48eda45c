import Foundation
import LunchBoxCore

/// The meal library and the weekly plan: meals (typed, or from an idea or favorite with
/// one duplicate rule), days, the shopping list and the calendar file.
public struct PlanUseCase: Sendable {
    /// The library, the plan and its settings, the shopping list, and the kitchen it is
    /// checked against.
    public typealias Store = MealRepository & PlanRepository & PlannerSettingsRepository & ShoppingListRepository & InventoryRepository

    private let store: any Store
    private let ideas: IdeasUseCase
    private let lexicon: FoodLexicon
    private let clock: any AppClock
    private let calendar: Calendar
    /// The assumed staples the shopping list leaves off unless asked: the offline chef's.
    private let staples: [String]
    private let play: any PlayEvents
    /// The household's units, for the amounts the shopping list works out.
    private let units: HouseholdUnitsUseCase?

    init(
        store: any Store, ideas: IdeasUseCase, lexicon: FoodLexicon, clock: any AppClock, calendar: Calendar, staples: [String] = OfflineChef.defaultStaples,
        play: any PlayEvents = NoPlayEvents(), units: HouseholdUnitsUseCase? = nil
    ) {
        self.store = store
        self.units = units
        self.play = play
        self.staples = staples
        self.ideas = ideas
        self.lexicon = lexicon
        self.clock = clock
        self.calendar = calendar
    }

    // MARK: - The library

    /// All meals, oldest first (the order faces number them in).
    public func meals() async throws -> [Meal] {
        try await store.meals()
    }

    /// The meal; `PlannerError.mealNotFound` when there is none with this id.
    public func meal(id: UUID) async throws -> Meal {
        guard let meal = try await store.meal(id: id) else { throw PlannerError.mealNotFound }
        return meal
    }

    /// Validates and adds a typed meal; returns it as stored.
    @discardableResult
    public func addMeal(description: String, protein: String = "", carb: String = "", components: [String] = []) async throws -> Meal {
        try await store.addMeal(
            Meal(description: description, primaryProtein: protein, primaryCarb: carb, otherComponents: components, createdAt: clock.now()))
    }

    /// Changes the fields `edit` names (`MealEdit`: left out keeps, empty clears) and
    /// validates the result; every day it is planned on shows the new version.
    @discardableResult
    public func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal {
        try await store.updateMeal(id: id, edit: edit)
    }

    /// The distinct days the meal is planned on, so a face can name them before deleting.
    public func plannedDays(mealID: UUID) async throws -> [CalendarDay] {
        try await store.plannedDays(mealID: mealID)
    }

    /// Deletes the meal and every day it is planned on. A planned meal needs
    /// `confirmed: true`; without it this throws `PlannerError.mealIsPlanned` and deletes
    /// nothing.
    @discardableResult
    public func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal {
        try await store.deleteMeal(id: id, confirmed: confirmed)
    }

    // MARK: - Ideas into the library

    /// The idea as a library meal. One rule for every face: when the library already
    /// has a meal with the same content (description, protein, carb, components), that
    /// meal is returned and nothing is added, so adding an idea twice keeps one meal.
    /// `protein`, `carb` and `extraComponents` override what the food lexicon reads.
    public func addToLibrary(
        _ idea: LunchBoxIdea, protein: String? = nil, carb: String? = nil, extraComponents: [String] = []
    ) async throws -> LibraryMeal {
        try await store.addMealUnlessPresent(libraryMeal(from: idea, protein: protein, carb: carb, extraComponents: extraComponents))
    }

    private func libraryMeal(from idea: LunchBoxIdea, protein: String? = nil, carb: String? = nil, extraComponents: [String] = []) throws -> Meal {
        try Meal(idea: idea, createdAt: clock.now(), protein: protein, carb: carb, extraComponents: extraComponents, role: lexicon.mealRole(of:)).validated()
    }

    /// Idea number `number` of the recent batch (`IdeaBatch.numbered`) into the library.
    public func addRecentIdea(number: Int, protein: String? = nil, carb: String? = nil, extraComponents: [String] = []) async throws -> LibraryMeal {
        try await addToLibrary(try await ideas.idea(number: number), protein: protein, carb: carb, extraComponents: extraComponents)
    }

    /// A recent idea or favorite, by id, into the library.
    public func addIdea(id: UUID, protein: String? = nil, carb: String? = nil, extraComponents: [String] = []) async throws -> LibraryMeal {
        try await addToLibrary(try await ideas.idea(id: id), protein: protein, carb: carb, extraComponents: extraComponents)
    }

    /// A recent idea or favorite on `day` in one step and one transaction: into the
    /// library (once, as `addToLibrary` does), then planned; a full day adds no meal.
    @discardableResult
    public func planIdea(id: UUID, on day: CalendarDay) async throws -> PlannedMeal {
        let candidate = try libraryMeal(from: try await ideas.idea(id: id))
        let (library, assignment) = try await store.planMeal(candidate, on: day, at: clock.now())
        await recordPlanned(library.meal, on: day)
        return PlannedMeal(assignment: assignment, meal: library.meal)
    }

    /// The days an idea can be planned on from the idea itself: today and the six after.
    public func upcomingDays() -> [CalendarDay] {
        WeekCalendar(calendar: calendar).upcomingDays(clock: clock)
    }

    // MARK: - Weeks and days

    /// The day weeks begin on: the household's saved choice, else the reader's locale's
    /// (`Wording.weekStart`: Sunday in the US, Monday in Germany), else Monday.
    public func weekStart(reader: Weekday? = nil) async throws -> Weekday {
        try await store.savedWeekStart() ?? reader ?? .monday
    }

    public func saveWeekStart(_ weekStart: Weekday) async throws {
        try await store.saveWeekStart(weekStart)
    }

    /// Today and its week, with `weekStart` for this request, else the saved week start,
    /// else the reader's (`reader`, from their locale), else Monday.
    public func calendarNow(weekStart: Weekday? = nil, reader: Weekday? = nil) async throws -> PlanCalendarNow {
        let start: Weekday
        if let weekStart {
            start = weekStart
        } else {
            start = try await self.weekStart(reader: reader)
        }
        return PlanCalendarNow(today: WeekCalendar(calendar: calendar, weekStart: start).today(clock: clock), weekStart: start)
    }

    /// The 7 days of `week` with their planned meals.
    public func days(in week: PlanWeek) async throws -> [PlannedDay] {
        week.plannedDays(try await store.plannedMeals(in: week.range))
    }

    /// The planned meals of `week`, by day, then in the order they were planned.
    public func plannedMeals(in week: PlanWeek) async throws -> [PlannedMeal] {
        try await store.plannedMeals(in: week.range)
    }

    /// The planned meals on any day, for finding one by id outside the week shown.
    public func allPlannedMeals() async throws -> [PlannedMeal] {
        try await store.plannedMeals(in: CalendarDay.allDays)
    }

    /// The favorites a meal picker offers beside the library: those not already in it
    /// (a favorite planned once became a library meal of the same name, and is listed there).
    public func favoritesToPick(_ favorites: [LunchBoxIdea], library: [Meal]) -> [LunchBoxIdea] {
        let meals = Set(library.map { PlannerText.key($0.description) })
        return favorites.filter { !meals.contains(PlannerText.key($0.name)) }
    }

    /// Plans the meal on each day, all or none: a full day plans no day.
    @discardableResult
    public func assign(mealID: UUID, to days: [CalendarDay]) async throws -> [PlannedMeal] {
        let meal = try await meal(id: mealID)
        let planned = try await store.assignMeal(id: mealID, to: days, at: clock.now()).map { PlannedMeal(assignment: $0, meal: meal) }
        for day in days { await recordPlanned(meal, on: day) }
        return planned
    }

    /// Tells play a meal was planned: whether it is meat-free, and how many days of its
    /// week now have a meal.
    func recordPlanned(_ meal: Meal, on day: CalendarDay) async {
        let lines = [meal.description, meal.primaryProtein, meal.primaryCarb] + meal.otherComponents
        let meatFree = DietaryGuard(lexicon: lexicon).verdict(forIngredients: lines.filter { !$0.isEmpty }, preferences: DietaryPreferences([.vegetarian])).isSafe
        let weekStart = (try? await store.weekStart()) ?? .monday
        let week = WeekCalendar(calendar: calendar, weekStart: weekStart).week(containing: day)
        let plannedDays = Set(((try? await store.plannedMeals(in: week.range)) ?? []).map(\.assignment.day)).count
        await play.record(.mealPlanned(meatFree: meatFree, plannedDaysInWeek: plannedDays))
    }

    /// Removes one planned meal (the meal stays in the library) and returns it, as it was
    /// when it was removed; `PlannerError.assignmentNotFound` when it was already gone.
    @discardableResult
    public func remove(assignmentID: UUID) async throws -> PlannedMeal {
        guard let removed = try await store.removeAssignment(id: assignmentID) else { throw PlannerError.assignmentNotFound }
        return removed
    }

    // MARK: - What the week needs

    /// What the week's meals need that the kitchen does not hold, matched by food, with
    /// what was ticked off as bought. Assumed staples (the offline chef's salt, pepper,
    /// oil and water) are left off unless `includeStaples`.
    /// Amounts are written in `units` (the reader's), else the household's, else metric.
    public func shoppingList(for week: PlanWeek, includeStaples: Bool = false, units: UnitSystem? = nil) async throws -> ShoppingList {
        let inputs = try await store.shoppingWeek(days: week.range, weekStart: week.start)
        return ShoppingList(
            plannedMeals: inputs.planned.map(\.meal), inventory: inputs.kitchen, lexicon: lexicon, staples: staples, includeStaples: includeStaples,
            bought: inputs.bought, units: await resolved(units))
    }

    /// `units`, else the household's choice, else metric (a caller that knows no reader).
    private func resolved(_ units: UnitSystem?) async -> UnitSystem {
        if let units { return units }
        return await self.units?.units(forRegion: nil) ?? .metric
    }

    /// Ticks an item of the week's list off as bought (or back on with `bought: false`)
    /// and, with `addToKitchen`, adds it to the kitchen in the same step, so it leaves the
    /// list. `item` is the item's key or any name of its food ("Apples", "apple");
    /// `PlannerError.notOnShoppingList` when the week's list does not hold it.
    @discardableResult
    public func markBought(_ item: String, in week: PlanWeek, bought: Bool = true, addToKitchen: Bool = false, units: UnitSystem? = nil) async throws -> ShoppingList.Item {
        try await tick(item, in: week, bought: bought, addToKitchen: addToKitchen, units: units).item
    }

    /// `markBought`, saying what it did to the kitchen: the amount bought (what the list
    /// said to buy) tops up the kitchen's item of that food (`KitchenTopUp`: "1" apple and
    /// "2" bought is "3"), else it is a new item.
    public func tick(_ item: String, in week: PlanWeek, bought: Bool = true, addToKitchen: Bool = false, units: UnitSystem? = nil) async throws -> ShoppingTick {
        let units = await resolved(units)
        let list = try await shoppingList(for: week, includeStaples: true, units: units)
        let key = lexicon.foodKey(ofLine: item)
        guard let found = list.items.first(where: { $0.key == item || $0.key == key }) else {
            throw PlannerError.notOnShoppingList(item.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var topUp: (@Sendable ([InventoryItem]) throws -> InventoryItem?)?
        if bought && addToKitchen {
            // Merged with the kitchen as it is in the tick's own write.
            let boughtItem = InventoryItem(name: found.name, quantity: found.amount ?? "")
            topUp = { [lexicon] kitchen in KitchenTopUp.merged([boughtItem], into: kitchen, lexicon: lexicon, units: units).first }
        }
        let change = try await store.setShoppingItem(key: found.key, bought: bought, weekStart: week.start, at: clock.now(), addingToKitchen: topUp)
        let ticked = ShoppingList.Item(
            key: found.key, name: found.name, mealCount: found.mealCount, amount: found.amount, meals: found.meals, isStaple: found.isStaple, isBought: bought)
        return ShoppingTick(item: ticked, weekStart: week.start, kitchenBefore: change.before, kitchenAfter: change.after)
    }

    /// The week's planned meals as an iCalendar document of all-day events.
    public func calendarFile(for week: PlanWeek) async throws -> CalendarFile {
        let planned = try await store.plannedMeals(in: week.range)
        return CalendarFile(text: ICalendarExporter(clock: clock).document(for: planned), eventCount: planned.count, filename: "lunchbox-\(week.start.isoString).ics")
    }
}
