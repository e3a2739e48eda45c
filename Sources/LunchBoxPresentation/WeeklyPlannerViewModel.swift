import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The weekly planner: seven days with their meals, moving a week at a time, assigning
/// meals to days and removing them (after confirmation).
///
/// "Today" and the week start come from the plan use case (its clock, in the user's
/// time zone, and the saved week start). Today is asked afresh whenever a week is
/// fetched, so a screen left open over midnight moves on with the next fetch. Until
/// the first `load()` there is no week to show.
@MainActor
public final class WeeklyPlannerViewModel: ObservableObject {
    /// The week shown; nil until the first `load()`.
    @Published public private(set) var week: PlanWeek?
    /// The week's 7 days with their planned meals; days without meals have empty lists.
    @Published public private(set) var days: [PlannedDay] = []
    /// The meal library, for the "add a meal to this day" picker.
    @Published public private(set) var library: [Meal] = []
    @Published public private(set) var weekStart = Weekday.monday
    /// Today in the user's time zone, as of the last load; nil before the first.
    @Published public private(set) var today: CalendarDay?
    /// The planned meal waiting for "Remove from plan?" to be confirmed.
    @Published public private(set) var pendingRemoval: PlannedMeal?
    @Published public private(set) var isLoading = false
    @Published public var errorMessage: String?

    private let plan: any WeekPlanning

    /// The screen's words, in the person's language: its errors are said in them.
    let words: Wording

    public init(plan: any WeekPlanning, words: Wording) {
        self.words = words
        self.plan = plan
    }

    public var weekDays: [CalendarDay] { week?.days ?? [] }

    public var isShowingCurrentWeek: Bool {
        guard let week, let today else { return false }
        return week.contains(today)
    }

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

    /// Loads the saved week start, today, the library and the shown week's plan (the
    /// current week on the first load).
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let now = try await plan.calendarNow()
            library = try await plan.meals()
            weekStart = now.weekStart
            today = now.today
            // A reload keeps the week in view, re-cut in case the week start changed.
            week = week.map { now.week(containing: $0.start) } ?? now.currentWeek
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return
        }
        await reloadWeek()
    }

    public func showNextWeek() async {
        guard let week else { return }
        await show(week.next)
    }

    public func showPreviousWeek() async {
        guard let week else { return }
        await show(week.previous)
    }

    public func showCurrentWeek() async {
        do {
            let now = try await plan.calendarNow(weekStart: weekStart)
            today = now.today
            await show(now.currentWeek)
        } catch {
            errorMessage = UserFacingError(error).message(words)
        }
    }

    public func show(weekContaining day: CalendarDay) async {
        await show(PlanWeek(containing: day, weekStart: weekStart))
    }

    /// Plans a meal on a day; several meals a day are fine.
    @discardableResult
    public func assign(mealID: UUID, to day: CalendarDay) async -> Bool {
        do {
            try await plan.assign(mealID: mealID, to: [day])
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
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
        await confirmRemoval(of: pending)
    }

    /// Removes the planned meal of the question the person answered (the alert hands it
    /// over, so closing the alert first does not lose it).
    public func confirmRemoval(of pending: PlannedMeal) async {
        if pendingRemoval == pending { pendingRemoval = nil }
        do {
            try await plan.remove(assignmentID: pending.id)
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
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
        guard let requested = week else { return }
        do {
            let now = try await plan.calendarNow(weekStart: weekStart)
            let planned = try await plan.days(in: requested)
            guard requested == week else { return }
            today = now.today
            days = planned
        } catch {
            guard requested == week else { return }
            errorMessage = UserFacingError(error).message(words)
        }
    }
}
