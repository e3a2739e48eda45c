import Foundation
import Hummingbird
import LunchBoxCore

/// `/api/plan`: the week planner, its shopping list and calendar file, as JSON.
///
/// `week` may name any day of the week (`YYYY-MM-DD`); without it, this week. Weeks begin
/// on the saved week start, as on the pages.
struct PlanAPI {
    /// The body of POST: which meal on which day. The day is text so a bad one gets a
    /// message with the format rather than "not the JSON expected".
    struct AssignInput: Decodable {
        let mealId: UUID
        let day: String
    }

    /// A planned meal: the assignment's id (for DELETE) and the meal as it is now.
    struct PlannedMealBody: Encodable {
        let assignmentId: UUID
        let meal: Meal
    }

    struct DayBody: Encodable {
        let day: CalendarDay
        let meals: [PlannedMealBody]
    }

    struct WeekBody: Encodable {
        let weekStart: CalendarDay
        let days: [DayBody]
    }

    /// What POST answers: the new assignment with its day and meal.
    struct AssignmentBody: Encodable {
        let assignmentId: UUID
        let day: CalendarDay
        let meal: Meal
    }

    struct ShoppingListBody: Encodable {
        let weekStart: CalendarDay
        let items: [ShoppingList.Item]
    }

    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        let database = dependencies.database
        router.get("/api/plan") { request, _ in
            let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
            let planned = try await database.plannedMeals(in: query.week.range)
            let days = query.week.plannedDays(planned).map { day in
                DayBody(day: day.day, meals: day.meals.map { PlannedMealBody(assignmentId: $0.assignment.id, meal: $0.meal) })
            }
            return try JSONResponse.make(WeekBody(weekStart: query.week.start, days: days))
        }
        router.post("/api/plan") { request, _ in
            let input = try await JSONResponse.decode(AssignInput.self, from: request)
            let day = try PlanWeekQuery.day(input.day)
            let assignment = try await database.assignMeal(id: input.mealId, to: day, at: dependencies.clock.now())
            guard let meal = try await database.meal(id: assignment.mealID) else { throw PlannerError.mealNotFound }
            return try JSONResponse.make(AssignmentBody(assignmentId: assignment.id, day: assignment.day, meal: meal), status: .created)
        }
        router.delete("/api/plan/{id}") { _, context in
            guard try await database.removeAssignment(id: try context.parameters.require("id", as: UUID.self)) else {
                throw PlannerError.assignmentNotFound
            }
            return JSONResponse.noContent()
        }
        router.get("/api/plan/shopping-list") { request, _ in
            let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
            let planned = try await database.plannedMeals(in: query.week.range)
            let list = ShoppingList(plannedMeals: planned.map(\.meal), inventory: try await database.inventory().items)
            return try JSONResponse.make(ShoppingListBody(weekStart: query.week.start, items: list.items))
        }
        router.get("/api/plan/export.ics") { request, _ in
            let query = try await PlanWeekQuery(request: request, dependencies: dependencies)
            return try await PlanCalendarFile.response(for: query.week, database: database, clock: dependencies.clock)
        }
    }
}
