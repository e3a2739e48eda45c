import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The meal library: filters, the meal form, deleting (after confirmation when the meal
/// is planned), and "Add to plan" from an idea.
struct MealsController {
    let pages: Pages
    let plan: PlanUseCase
    /// Who each meal suits.
    var household: HouseholdUseCase?

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
                let typed = MealFormView.fields(from: form)
                let meal = try await plan.addMeal(description: typed.description, protein: typed.protein, carb: typed.carb, components: typed.components)
                return saved(meal, form: form, pages.words(context))
            } catch let error where Self.isTypingProblem(error) {
                let typed = MealFormView(typed: form, action: "/meals", isEditing: false, error: PlanErrorWords.message(error, pages.words(context)))
                return try self.form(typed, request, context, status: .badRequest)
            }
        }
        router.get("/meals/{id}/edit") { request, context in
            let meal = try await plan.meal(id: try context.parameters.require("id", as: UUID.self))
            return try form(MealFormView(meal: meal, week: nil), request, context)
        }
        router.post("/meals/{id}") { request, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            let form = context.form
            do {
                let meal = try await plan.updateMeal(id: id, edit: MealFormView.edit(from: form))
                return saved(meal, form: form, pages.words(context))
            } catch let error where Self.isTypingProblem(error) {
                let typed = MealFormView(typed: form, action: "/meals/\(id.uuidString)", isEditing: true, error: PlanErrorWords.message(error, pages.words(context)))
                return try self.form(typed, request, context, status: .badRequest)
            }
        }
        router.get("/meals/{id}/delete") { request, context in
            try await confirmDelete(try context.parameters.require("id", as: UUID.self), request, context)
        }
        router.post("/meals/{id}/delete") { request, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            do {
                let deleted = try await plan.deleteMeal(id: id, confirmed: context.form.value("confirm") == "yes")
                let words = pages.words(context)
                let days = deleted.plannedDays.count
                let message = days == 0 ? words("meals.deleted", deleted.meal.description) : words.counting("meals.deletedPlanned", days, deleted.meal.description)
                return Flash.success(message).redirect(to: "/meals")
            } catch PlannerError.mealIsPlanned {
                // A planned meal is only deleted once the person has seen which days lose it.
                return try await confirmDelete(id, request, context)
            }
        }
        router.post("/meals/from-idea") { _, context -> Response in
            guard let id = context.form.value("ideaId").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: pages.words(context)("meals.whichIdea"))
            }
            let meal = try await plan.addIdea(id: id).meal
            let week = try await PlanWeekQuery(week: nil, plan: plan, reader: pages.words(context).weekStart).week
            return Flash.success(pages.words(context)("meals.addedFromIdea", meal.description))
                .redirect(to: "/plan?week=\(week.start.isoString)&assign=\(meal.id.uuidString)")
        }
    }

    private func library(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let meals = try await plan.meals()
        let criteria = MealFilterView.criteria(fromQuery: request.uri.query)
        let shown = criteria.filter(meals)
        let verdict = try await household?.verdictReader()
        let page = MealsPage(
            meals: shown.map(MealRow.init), total: meals.count, filters: MealFilterView(criteria: criteria, options: FilterOptions(meals: meals)),
            verdicts: Dictionary(shown.compactMap { meal in verdict.map { (meal.id.uuidString, VerdictChips($0(meal.ingredientLines))) } }) { first, _ in first })
        return try pages.render(page, request: request, context: context)
    }

    private func form(_ form: MealFormView, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status = .ok) throws -> Response {
        try pages.render(form, request: request, context: context, status: status)
    }

    /// The question before deleting, naming the days the meal would leave.
    private func confirmDelete(_ id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let meal = try await plan.meal(id: id)
        let days = try await plan.plannedDays(mealID: id)
        let page = MealDeletePage(meal: MealRow(meal), days: days.map(PlannedDayLink.init(day:)))
        return try pages.render(page, request: request, context: context)
    }

    /// Back to the library, or to the plan when the form was opened from a week.
    private func saved(_ meal: Meal, form: FormData, _ words: Wording) -> Response {
        if let week = MealFormView.week(form.value("week")) {
            return Flash.success(words("meals.saved", meal.description)).redirect(to: "/plan?week=\(week)&assign=\(meal.id.uuidString)")
        }
        return Flash.success(words("meals.saved", meal.description)).redirect(to: "/meals")
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
}
