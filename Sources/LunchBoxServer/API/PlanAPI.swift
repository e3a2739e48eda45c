import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

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

    struct WeekBody: ResponseEncodable {
        let weekStart: CalendarDay
        let days: [DayBody]
    }

    /// What POST answers: the new assignment with its day and meal.
    struct AssignmentBody: ResponseEncodable {
        let assignmentId: UUID
        let day: CalendarDay
        let meal: Meal
    }

    struct ShoppingListBody: ResponseEncodable {
        let weekStart: CalendarDay
        let items: [ShoppingList.Item]
        let leftOutStaples: [String]
    }

    /// The body of POST /api/plan/shopping-list/bought: the item (its key or any name of
    /// its food), and whether it was bought (default true) and goes into the kitchen.
    struct BoughtInput: Decodable {
        let item: String
        let week: String?
        let bought: Bool?
        let addToKitchen: Bool?
    }

    struct BoughtBody: ResponseEncodable {
        let weekStart: CalendarDay
        let item: ShoppingList.Item
        let addedToKitchen: Bool
    }

    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/plan") { request, _ in
            let query = try await PlanWeekQuery(request: request, plan: plan, strict: true)
            let days = try await plan.days(in: query.week).map { day in
                DayBody(day: day.day, meals: day.meals.map { PlannedMealBody(assignmentId: $0.assignment.id, meal: $0.meal) })
            }
            return WeekBody(weekStart: query.week.start, days: days)
        }
        router.post("/api/plan") { request, context in
            let input = try await request.decode(as: AssignInput.self, context: context)
            let day = try PlanWeekQuery.day(input.day)
            guard let planned = try await plan.assign(mealID: input.mealId, to: [day]).first else { throw PlannerError.assignmentNotFound }
            return EditedResponse(status: .created, response: AssignmentBody(assignmentId: planned.assignment.id, day: planned.day, meal: planned.meal))
        }
        router.delete("/api/plan/{id}") { _, context in
            try await plan.remove(assignmentID: try context.parameters.require("id", as: UUID.self))
            return HTTPResponse.Status.noContent
        }
        router.get("/api/plan/shopping-list") { request, _ in
            let query = try await PlanWeekQuery(request: request, plan: plan, strict: true)
            let includeStaples = FormData(request.uri.query ?? "").value("includeStaples") == "true"
            let list = try await plan.shoppingList(for: query.week, includeStaples: includeStaples)
            return ShoppingListBody(weekStart: query.week.start, items: list.items, leftOutStaples: list.leftOutStaples)
        }
        router.post("/api/plan/shopping-list/bought") { request, context in
            let input = try await request.decode(as: BoughtInput.self, context: context)
            let query = try await PlanWeekQuery(week: input.week, plan: plan)
            let bought = input.bought ?? true
            let addToKitchen = bought && input.addToKitchen == true
            let item = try await plan.markBought(input.item, in: query.week, bought: bought, addToKitchen: addToKitchen)
            return BoughtBody(weekStart: query.week.start, item: item, addedToKitchen: addToKitchen)
        }
        router.get("/api/plan/export.ics") { request, _ in
            let query = try await PlanWeekQuery(request: request, plan: plan, strict: true)
            return PlanCalendarFile.response(try await plan.calendarFile(for: query.week))
        }
    }
}
