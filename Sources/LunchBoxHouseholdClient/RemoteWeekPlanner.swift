import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// The household's week on its server: the meal library (`RemoteMealLibrary`) and one
/// `/api/plan` call for each change or read.
public struct RemoteWeekPlanner: WeekPlanning {
    private let api: HouseholdAPIClient
    private let library: RemoteMealLibrary

    public init(api: HouseholdAPIClient) {
        self.api = api
        library = RemoteMealLibrary(api: api)
    }

    public func calendarNow(weekStart: Weekday?) async throws -> PlanCalendarNow {
        let now = try await api.send(PlanRoutes.today)
        return PlanCalendarNow(today: now.today, weekStart: weekStart ?? Weekday(of: now.currentWeekStart))
    }

    public func days(in week: PlanWeek) async throws -> [PlannedDay] {
        try await api.send(PlanRoutes.week, query: ["week": week.start.isoString]).plannedDays
    }

    @discardableResult
    public func assign(mealID: UUID, to days: [CalendarDay]) async throws -> [PlannedMeal] {
        var planned: [PlannedMeal] = []
        for day in days {
            planned.append(try await api.send(PlanRoutes.assign, body: .init(mealId: mealID, day: day.isoString)).plannedMeal)
        }
        return planned
    }

    @discardableResult
    public func remove(assignmentID: UUID) async throws -> PlannedMeal {
        try await api.send(PlanRoutes.remove, ["id": assignmentID.uuidString]).plannedMeal
    }

    public func shoppingList(for week: PlanWeek, includeStaples: Bool) async throws -> ShoppingList {
        var query = ["week": week.start.isoString]
        if includeStaples { query["includeStaples"] = "true" }
        return try await api.send(PlanRoutes.shoppingList, query: query).list
    }

    @discardableResult
    public func markBought(_ item: String, in week: PlanWeek, bought: Bool, addToKitchen: Bool) async throws -> ShoppingList.Item {
        try await api.send(PlanRoutes.bought, body: .init(item: item, week: week.start.isoString, bought: bought, addToKitchen: addToKitchen)).item
    }

    /// The server's file for the week; its events counted as the calendar format marks
    /// them, one `BEGIN:VEVENT` line each.
    public func calendarFile(for week: PlanWeek) async throws -> CalendarFile {
        let file = try await api.download(PlanRoutes.calendarFile, query: ["week": week.start.isoString])
        let events = file.text.split(whereSeparator: \.isNewline).filter { $0 == "BEGIN:VEVENT" }.count
        guard let filename = file.filename else { throw HouseholdClientError.unexpectedReply(server: api.serverName, status: 200) }
        return CalendarFile(text: file.text, eventCount: events, filename: filename)
    }

    // The meal library.

    public func meals() async throws -> [Meal] { try await library.meals() }

    public func addMeal(description: String, protein: String, carb: String, components: [String]) async throws -> Meal {
        try await library.addMeal(description: description, protein: protein, carb: carb, components: components)
    }

    public func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal { try await library.updateMeal(id: id, edit: edit) }

    public func addIdea(id: UUID, protein: String?, carb: String?, extraComponents: [String]) async throws -> LibraryMeal {
        try await library.addIdea(id: id, protein: protein, carb: carb, extraComponents: extraComponents)
    }

    @discardableResult
    public func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal { try await library.deleteMeal(id: id, confirmed: confirmed) }
}
