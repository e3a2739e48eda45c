import Foundation
import LunchBoxCore
import OpenCombineShim

/// The weekly planner: seven days with their meals, moving a week at a time, assigning
/// meals to days and removing them (after confirmation).
///
/// "Today" comes from the injected clock in the injected calendar's time zone, and is
/// asked afresh each time, so a screen left open over midnight moves on by itself.
@MainActor
public final class WeeklyPlannerViewModel: ObservableObject {
    @Published public private(set) var week: PlanWeek
    /// The week's 7 days with their planned meals; days without meals have empty lists.
    @Published public private(set) var days: [PlannedDay]
    /// The meal library, for the "add a meal to this day" picker.
    @Published public private(set) var library: [Meal] = []
    @Published public private(set) var weekStart: Weekday
    /// The planned meal waiting for "Remove from plan?" to be confirmed.
    @Published public private(set) var pendingRemoval: PlannedMeal?
    @Published public private(set) var isLoading = false
    @Published public var errorMessage: String?

    private let meals: any MealRepository
    private let plan: any PlanRepository
    private let clock: any AppClock
    private var weekCalendar: WeekCalendar

    public init(meals: any MealRepository, plan: any PlanRepository, clock: any AppClock, calendar: Calendar, weekStart: Weekday = .monday) {
        self.meals = meals
        self.plan = plan
        self.clock = clock
        self.weekCalendar = WeekCalendar(calendar: calendar, weekStart: weekStart)
        self.weekStart = weekStart
        let week = weekCalendar.currentWeek(clock: clock)
        self.week = week
        self.days = week.plannedDays([])
    }

    public var weekDays: [CalendarDay] { week.days }
    public var today: CalendarDay { weekCalendar.today(clock: clock) }
    public var isShowingCurrentWeek: Bool { week.contains(today) }

    public func isToday(_ day: CalendarDay) -> Bool { day == today }

    public func assignments(on day: CalendarDay) -> [MealAssignment] {
        plannedMeals(on: day).map(\.assignment)
    }

    public func meals(on day: CalendarDay) -> [Meal] {
        plannedMeals(on: day).map(\.meal)
    }

    public func plannedMeals(on day: CalendarDay) -> [PlannedMeal] {
        days.first { $0.day == day }?.meals ?? []
    }

    /// What to buy for this week's meals, given what is in the kitchen.
    public func shoppingList(inventory: [InventoryItem]) -> ShoppingList {
        ShoppingList(plannedMeals: days.flatMap { $0.meals.map(\.meal) }, inventory: inventory)
    }

    /// Loads the library and the shown week's plan.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            library = try await meals.meals()
            errorMessage = nil
        } catch {
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to load meals.")
            return
        }
        await reloadWeek()
    }

    public func showNextWeek() async { await show(week.next) }
    public func showPreviousWeek() async { await show(week.previous) }
    public func showCurrentWeek() async { await show(weekCalendar.currentWeek(clock: clock)) }

    public func show(weekContaining day: CalendarDay) async {
        await show(weekCalendar.week(containing: day))
    }

    /// Changes the first day of the week, keeping today (or else the shown week's first
    /// day) in view.
    public func setWeekStart(_ weekday: Weekday) async {
        guard weekday != weekStart else { return }
        let anchor = isShowingCurrentWeek ? today : week.start
        weekStart = weekday
        weekCalendar.weekStart = weekday
        await show(weekCalendar.week(containing: anchor))
    }

    /// Plans a meal on a day; several meals a day are fine.
    @discardableResult
    public func assign(mealID: UUID, to day: CalendarDay) async -> Bool {
        do {
            try await plan.assignMeal(id: mealID, to: day, at: clock.now())
            errorMessage = nil
        } catch {
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to assign the meal.")
            return false
        }
        await reloadWeek()
        return true
    }

    /// Asks before removing; nothing is removed yet.
    public func requestRemoval(assignmentID: UUID) {
        pendingRemoval = days.lazy.flatMap(\.meals).first { $0.id == assignmentID }
    }

    public func cancelRemoval() {
        pendingRemoval = nil
    }

    /// Removes the planned meal, only after `requestRemoval(assignmentID:)`.
    public func confirmRemoval() async {
        guard let pending = pendingRemoval else { return }
        pendingRemoval = nil
        do {
            try await plan.removeAssignment(id: pending.id)
            errorMessage = nil
        } catch {
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to remove the meal from the plan.")
        }
        await reloadWeek()
    }

    private func show(_ newWeek: PlanWeek) async {
        week = newWeek
        days = newWeek.plannedDays([])
        await reloadWeek()
    }

    /// Fetches the shown week. A slower answer for a week no longer shown (after quick
    /// taps on "next") is dropped rather than shown under the wrong dates.
    private func reloadWeek() async {
        let requested = week
        do {
            let planned = try await plan.plannedMeals(in: requested.range)
            guard requested == week else { return }
            days = requested.plannedDays(planned)
        } catch {
            guard requested == week else { return }
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to load the week.")
        }
    }
}
