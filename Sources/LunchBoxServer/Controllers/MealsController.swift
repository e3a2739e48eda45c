import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxStorage

/// The meal library: filters, the meal form, deleting (after confirmation when the meal
/// is planned), and "Add to plan" from an idea.
struct MealsController {
    let pages: Pages
    let dependencies: ServerDependencies

    private var database: AppDatabase { dependencies.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/meals") { request, context in
            try await library(request, context)
        }
        router.get("/meals/new") { request, context in
            let week = MealFormView.week(FormData(request.uri.query ?? "").value("week"))
            return try form(MealFormView(meal: nil, week: week), request, context)
        }
        router.post("/meals") { request, context -> Response in
            let form = context.form
            do {
                let meal = try await database.addMeal(MealFormView.meal(from: form, createdAt: dependencies.clock.now()))
                return saved(meal, form: form)
            } catch let error where Self.isTypingProblem(error) {
                let typed = MealFormView(typed: form, action: "/meals", isEditing: false, error: UserFacingError(error).message)
                return try self.form(typed, request, context, status: .badRequest)
            }
        }
        router.get("/meals/{id}/edit") { request, context in
            let meal = try await existingMeal(context)
            return try form(MealFormView(meal: meal, week: nil), request, context)
        }
        router.post("/meals/{id}") { request, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            let form = context.form
            do {
                let meal = try await database.updateMeal(MealFormView.meal(from: form, id: id, createdAt: dependencies.clock.now()))
                return saved(meal, form: form)
            } catch let error where Self.isTypingProblem(error) {
                let typed = MealFormView(typed: form, action: "/meals/\(id.uuidString)", isEditing: true, error: UserFacingError(error).message)
                return try self.form(typed, request, context, status: .badRequest)
            }
        }
        router.get("/meals/{id}/delete") { request, context in
            let meal = try await existingMeal(context)
            return try confirmDelete(meal, days: try await database.plannedDays(mealID: meal.id), request, context)
        }
        router.post("/meals/{id}/delete") { request, context -> Response in
            let meal = try await existingMeal(context)
            let days = try await database.plannedDays(mealID: meal.id)
            // A planned meal is only deleted once the person has seen which days lose it.
            guard days.isEmpty || context.form.value("confirm") == "yes" else {
                return try confirmDelete(meal, days: days, request, context)
            }
            guard try await database.deleteMeal(id: meal.id) else { throw PlannerError.mealNotFound }
            let removed = days.isEmpty ? "" : days.count == 1 ? " and removed it from 1 day" : " and removed it from \(days.count) days"
            return Flash.success("Deleted \(meal.description)\(removed).").redirect(to: "/meals")
        }
        router.post("/meals/from-idea") { _, context -> Response in
            guard let id = context.form.value("ideaId").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: "Which idea? Open it again and press Add to plan.")
            }
            guard let idea = try await dependencies.knownIdea(id: id) else {
                throw HTTPError(.notFound, message: "That idea is no longer available. Ask for new ideas, or open a saved one, and add that to the plan.")
            }
            let meal = try await MealFromIdea.add(idea, to: database, at: dependencies.clock.now(), roles: MealRoles(dependencies: dependencies))
            let week = try await PlanWeekQuery(week: nil, dependencies: dependencies).week
            return Flash.success("\(meal.description) is in your meals.")
                .redirect(to: "/plan?week=\(week.start.isoString)&assign=\(meal.id.uuidString)")
        }
    }

    private func library(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let meals = try await database.meals()
        let criteria = MealFilterView.criteria(fromQuery: request.uri.query)
        let shown = criteria.filter(meals).map(MealRow.init)
        let countLabel = meals.count == 1 ? "1 meal" : "\(meals.count) meals"
        return try pages.render(
            "meals", title: "Meals", section: .meals, request: request, context: context,
            content: [
                "meals": shown,
                "hasMeals": !meals.isEmpty,
                "hasShown": !shown.isEmpty,
                "filters": MealFilterView(criteria: criteria, options: FilterOptions(meals: meals)),
                "countLabel": criteria.isActive ? "\(shown.count) of \(countLabel)" : countLabel,
            ])
    }

    private func form(_ form: MealFormView, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status = .ok) throws -> Response {
        try pages.render(
            "meal-form", title: form.isEditing ? "Edit meal" : "New meal", section: .meals, request: request, context: context,
            content: [
                "form": form
            ], status: status)
    }

    private func confirmDelete(_ meal: Meal, days: [CalendarDay], _ request: Request, _ context: AppRequestContext) throws -> Response {
        let formatter = PlanFormatter.pages
        return try pages.render(
            "meal-delete", title: "Delete \(meal.description)?", section: .meals, request: request, context: context,
            content: [
                "meal": MealRow(meal),
                "isPlanned": !days.isEmpty,
                "dayCount": days.count == 1 ? "1 day" : "\(days.count) days",
                "days": days.map { PlannedDayLink(day: $0, formatter: formatter) },
            ])
    }

    /// Back to the library, or to the plan when the form was opened from a week.
    private func saved(_ meal: Meal, form: FormData) -> Response {
        if let week = MealFormView.week(form.value("week")) {
            return Flash.success("Saved \(meal.description).").redirect(to: "/plan?week=\(week)&assign=\(meal.id.uuidString)")
        }
        return Flash.success("Saved \(meal.description).").redirect(to: "/meals")
    }

    /// Errors the person fixes by changing what they typed: the form comes back with it.
    /// Anything else (a deleted meal, a storage failure) is an error page.
    private static func isTypingProblem(_ error: any Error) -> Bool {
        switch error {
        case PlannerError.mealNotFound: false
        case is PlannerError, is UserTextError: true
        default: false
        }
    }

    private func existingMeal(_ context: AppRequestContext) async throws -> Meal {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let meal = try await database.meal(id: id) else { throw PlannerError.mealNotFound }
        return meal
    }
}
