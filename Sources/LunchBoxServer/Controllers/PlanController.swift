import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxStorage

/// The week planner: seven days, assigning meals, removing them after confirmation, the
/// week's shopping list and its calendar file.
struct PlanController {
    let pages: Pages
    let dependencies: ServerDependencies

    private var database: AppDatabase { dependencies.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/plan") { request, context in
            try await week(request, context)
        }
        router.post("/plan/assignments") { _, context -> Response in
            let form = context.form
            let back = "/plan?week=\(try await PlanWeekQuery(week: form.value("week"), dependencies: dependencies).week.start.isoString)"
            guard let mealID = form.value("mealId").flatMap(UUID.init(uuidString:)) else {
                return Flash.error("Choose a meal for the day first.").redirect(to: back)
            }
            let day = try PlanWeekQuery.day(form.value("day"))
            let target = "/plan?week=\(day.isoString)"
            do {
                try await database.assignMeal(id: mealID, to: day, at: dependencies.clock.now())
            } catch let error as PlannerError where error != .mealNotFound {
                return Flash.error(UserFacingError(error).message).redirect(to: target)
            }
            let description = try await database.meal(id: mealID)?.description ?? "The meal"
            return Flash.success("Planned \(description) on \(PlanFormatter.pages.title(for: day)).").redirect(to: target)
        }
        router.get("/plan/assignments/{id}/remove") { request, context in
            let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
            let planned = try await plannedMeal(context, in: query)
            return try pages.render(
                "plan-remove", title: "Remove from the plan?", section: .plan, request: request, context: context,
                content: [
                    "assignmentId": planned.assignment.id.uuidString,
                    "meal": planned.meal.description,
                    "day": PlanFormatter.pages.title(for: planned.day),
                    "weekStart": query.week.start.isoString,
                ])
        }
        router.post("/plan/assignments/{id}/remove") { _, context -> Response in
            let query = try await PlanWeekQuery(week: context.form.value("week"), dependencies: dependencies)
            let planned = try? await plannedMeal(context, in: query)
            guard try await database.removeAssignment(id: try context.parameters.require("id", as: UUID.self)) else {
                throw PlannerError.assignmentNotFound
            }
            let message = planned.map { "Removed \($0.meal.description) from \(PlanFormatter.pages.dayName($0.day))." } ?? "Removed the meal from the plan."
            return Flash.success(message).redirect(to: "/plan?week=\(query.week.start.isoString)")
        }
        router.get("/plan/shopping-list") { request, context in
            let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
            let planned = try await database.plannedMeals(in: query.week.range)
            let list = ShoppingList(plannedMeals: planned.map(\.meal), inventory: try await database.inventory().items)
            return try pages.render(
                "plan-shopping-list", title: "Shopping list", section: .plan, request: request, context: context,
                content: [
                    "list": PlanShoppingListView(query: query, list: list, plannedMealCount: planned.count, formatter: PlanFormatter.pages)
                ])
        }
        router.get("/plan/export.ics") { request, _ in
            let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
            return try await PlanCalendarFile.response(for: query.week, database: database, clock: dependencies.clock)
        }
    }

    private func week(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
        let planned = try await database.plannedMeals(in: query.week.range)
        let library = try await database.meals()
        // An unknown or deleted meal in `assign` just means nothing is pre-selected.
        let assignID = FormData(request.uri.query ?? "").value("assign").flatMap(UUID.init(uuidString:))
        let assigning = assignID.flatMap { id in library.first { $0.id == id } }
        let view = PlanWeekView(query: query, planned: planned, library: library, assigning: assigning, formatter: PlanFormatter.pages)
        return try pages.render(
            "plan", title: "Week plan", section: .plan, request: request, context: context,
            content: [
                "week": view
            ])
    }

    /// The planned meal named in the path, looked up in the query's week (links carry it).
    private func plannedMeal(_ context: AppRequestContext, in query: PlanWeekQuery) async throws -> PlannedMeal {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let planned = try await database.plannedMeals(in: query.week.range).first(where: { $0.assignment.id == id }) else {
            throw PlannerError.assignmentNotFound
        }
        return planned
    }
}
