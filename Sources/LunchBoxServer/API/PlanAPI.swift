import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/plan`: the week planner, its shopping list and calendar file, as JSON.
///
/// `week` may name any day of the week (`YYYY-MM-DD`); without it, this week. Weeks begin
/// on the saved week start, as on the pages.
struct PlanAPI {
    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.on(PlanRoutes.week) { _, request, _ in
            let query = try await PlanWeekQuery(request: request, plan: plan, strict: true)
            return PlanRoutes.Week(weekStart: query.week.start, days: try await plan.days(in: query.week))
        }
        router.on(PlanRoutes.today) { _, _, _ in
            let now = try await plan.calendarNow()
            return PlanRoutes.Today(today: now.today, currentWeekStart: now.currentWeek.start)
        }
        router.on(PlanRoutes.assign, status: .created) { input, _, _ in
            let day = try PlanWeekQuery.day(input.day)
            guard let planned = try await plan.assign(mealID: input.mealId, to: [day]).first else { throw PlannerError.assignmentNotFound }
            return PlanRoutes.Assignment(planned)
        }
        router.on(PlanRoutes.planIdea, status: .created) { input, _, _ in
            PlanRoutes.Assignment(try await plan.planIdea(id: input.ideaId, on: try PlanWeekQuery.day(input.day)))
        }
        router.on(PlanRoutes.remove) { _, _, context in
            PlanRoutes.Assignment(try await plan.remove(assignmentID: try context.parameters.require("id", as: UUID.self)))
        }
        router.on(PlanRoutes.shoppingList) { _, request, _ in
            let query = try await PlanWeekQuery(request: request, plan: plan, strict: true)
            let includeStaples = try QueryFlag.value("includeStaples", in: request)
            return PlanRoutes.ShoppingList(weekStart: query.week.start, list: try await plan.shoppingList(for: query.week, includeStaples: includeStaples))
        }
        router.on(PlanRoutes.bought) { input, _, _ in
            let query = try await PlanWeekQuery(week: input.week, plan: plan)
            let bought = input.bought ?? true
            let addToKitchen = bought && input.addToKitchen == true
            let item = try await plan.markBought(input.item, in: query.week, bought: bought, addToKitchen: addToKitchen)
            return PlanRoutes.Bought(weekStart: query.week.start, item: item, addedToKitchen: addToKitchen)
        }
        // The file as it is, not JSON: registered by the shared route's path.
        router.get(RouterPath(PlanRoutes.calendarFile.path)) { request, _ in
            let query = try await PlanWeekQuery(request: request, plan: plan, strict: true)
            return PlanCalendarFile.response(try await plan.calendarFile(for: query.week))
        }
    }
}
