import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The week planner: seven days, assigning meals, removing them after confirmation, the
/// week's shopping list and its calendar file.
struct PlanController {
    let pages: Pages
    let plan: PlanUseCase
    let undo: UndoUseCase
    /// Favorites for the day picker, and the "Plan my week" just done.
    let favorites: FavoritesUseCase
    let autoPlan: AutoPlanUseCase
    /// Who each planned meal suits.
    var household: HouseholdUseCase?

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/plan") { request, context in
            try await week(request, context)
        }
        router.post("/plan/assignments") { _, context -> Response in
            let form = context.form
            let words = pages.words(context)
            let back = "/plan?week=\(try await PlanWeekQuery(week: form.value("week"), plan: plan, reader: pages.words(context).weekStart).week.start.isoString)"
            // A favorite from the same picker is planned in one step, as from its own page.
            if let value = form.value("mealId"), value.hasPrefix("idea:"), let ideaID = UUID(uuidString: String(value.dropFirst(5))) {
                let day = try PlanWeekQuery.day(form.value("day"))
                do {
                    let planned = try await plan.planIdea(id: ideaID, on: day)
                    return Flash.success(Self.planned(planned.meal.description, on: day, words)).redirect(to: Self.path(showing: day))
                } catch let error as PlannerError where error != .mealNotFound {
                    return Flash.error(PlanErrorWords.message(error, words)).redirect(to: Self.path(showing: day))
                }
            }
            guard let mealID = form.value("mealId").flatMap(UUID.init(uuidString:)) else {
                return Flash.error(words("plan.chooseMealFirst")).redirect(to: back)
            }
            let day = try PlanWeekQuery.day(form.value("day"))
            let target = Self.path(showing: day)
            let planned: [PlannedMeal]
            do {
                planned = try await plan.assign(mealID: mealID, to: [day])
            } catch let error as PlannerError where error != .mealNotFound {
                // A full day: the week again, with why. A deleted meal is an error page.
                return Flash.error(PlanErrorWords.message(error, words)).redirect(to: target)
            }
            guard let description = planned.first?.meal.description else { return Response.redirect(to: target) }
            return Flash.success(Self.planned(description, on: day, words)).redirect(to: target)
        }
        // An idea planned in one step from its page; the week opens at that day.
        router.post("/plan/ideas") { _, context -> Response in
            let words = pages.words(context)
            guard let ideaID = context.form.value("ideaId").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: words("plan.whichIdea"))
            }
            let day = try PlanWeekQuery.day(context.form.value("day"))
            do {
                let planned = try await plan.planIdea(id: ideaID, on: day)
                return Flash.success(Self.planned(planned.meal.description, on: day, words)).redirect(to: Self.path(showing: day))
            } catch let error as PlannerError where error != .mealNotFound {
                return Flash.error(PlanErrorWords.message(error, words)).redirect(to: Self.path(showing: day))
            }
        }
        router.get("/plan/assignments/{id}/remove") { request, context in
            let query = try await PlanWeekQuery(request: request, plan: plan, reader: pages.words(context).weekStart)
            let planned = try await plannedMeal(context, in: query)
            let page = PlanRemovePage(
                assignmentID: planned.assignment.id.uuidString, meal: planned.meal.description, day: planned.day,
                weekStart: query.week.start.isoString)
            return try pages.render(page, request: request, context: context)
        }
        router.post("/plan/assignments/{id}/remove") { _, context -> Response in
            let removed = try await undo.removePlannedMeal(assignmentID: try context.parameters.require("id", as: UUID.self))
            let day = removed.removal.day ?? plan.upcomingDays()[0]
            let message = pages.words(context)("plan.removed", removed.removal.name, pages.words(context).weekday(day))
            return Flash.success(message, undo: removed.token).redirect(to: Self.path(showing: day))
        }
        router.get("/plan/shopping-list") { request, context in
            let query = try await PlanWeekQuery(request: request, plan: plan, reader: pages.words(context).weekStart)
            let includeStaples = FormData(request.uri.query ?? "").value("staples") == "1"
            let list = try await plan.shoppingList(for: query.week, includeStaples: includeStaples, units: pages.words(context).units)
            let page = PlanShoppingListPage(query: query, list: list, includeStaples: includeStaples)
            return try pages.render(page, request: request, context: context)
        }
        // One form per item, so ticking off works without script; back to the same list.
        router.post("/plan/shopping-list/bought") { _, context -> Response in
            let form = context.form
            let words = pages.words(context)
            let query = try await PlanWeekQuery(week: form.value("week"), plan: plan, reader: pages.words(context).weekStart)
            let staples = form.value("staples") == "1" ? "&staples=1" : ""
            let back = "/plan/shopping-list?week=\(query.week.start.isoString)\(staples)"
            // Ticking an item off puts what was bought in the kitchen, with Undo.
            do {
                guard form.value("bought") != "0" else {
                    let item = try await plan.markBought(form.value("item") ?? "", in: query.week, bought: false, units: words.units)
                    return Flash.success(words("plan.shopping.putBackDone", item.name)).redirect(to: back)
                }
                let (tick, token) = try await undo.buy(form.value("item") ?? "", in: query.week, units: words.units)
                let what = tick.kitchenAfter.map { $0.displayText } ?? tick.item.name
                return Flash.success(words("plan.shopping.boughtDone", tick.item.name, what), undo: token).redirect(to: back)
            } catch let error as PlannerError {
                return Flash.error(PlanErrorWords.message(error, words)).redirect(to: back)
            }
        }
        router.get("/plan/export.ics") { request, context in
            let query = try await PlanWeekQuery(request: request, plan: plan, reader: pages.words(context).weekStart)
            return PlanCalendarFile.response(try await plan.calendarFile(for: query.week))
        }
    }

    private func week(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let query = try await PlanWeekQuery(request: request, plan: plan, reader: pages.words(context).weekStart)
        let planned = try await plan.plannedMeals(in: query.week)
        let library = try await plan.meals()
        // An unknown or deleted meal in `assign` just means nothing is pre-selected.
        let assignID = FormData(request.uri.query ?? "").value("assign").flatMap(UUID.init(uuidString:))
        let assigning = assignID.flatMap { id in library.first { $0.id == id } }
        let autoPlanID = FormData(request.uri.query ?? "").value("autoplan").flatMap(UUID.init(uuidString:))
        // A plan undone or unknown shows the week without its swaps.
        var autoPlanned: (id: UUID, mealIDs: Set<UUID>)?
        if let autoPlanID, let mealIDs = try? await autoPlan.mealIDs(planID: autoPlanID) { autoPlanned = (autoPlanID, mealIDs) }
        var page = PlanWeekPage(
            query: query, planned: planned, library: library, assigning: assigning, favorites: plan.favoritesToPick(try await favorites.list(), library: library),
            autoPlan: autoPlanned)
        if let verdict = try await household?.verdictReader() {
            page.verdicts = Dictionary(planned.map { ($0.assignment.id.uuidString, VerdictChips(verdict($0.meal.ingredientLines))) }) { first, _ in first }
        }
        return try pages.render(page, request: request, context: context)
    }

    /// The planned meal named in the path, looked up in the query's week (links carry it).
    private func plannedMeal(_ context: AppRequestContext, in query: PlanWeekQuery) async throws -> PlannedMeal {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let planned = try await plan.plannedMeals(in: query.week).first(where: { $0.assignment.id == id }) else {
            throw PlannerError.assignmentNotFound
        }
        return planned
    }

    /// "Planned Chicken wrap on Monday, Nov 23, 2026.", in the reader's language.
    static func planned(_ meal: String, on day: CalendarDay, _ words: Wording) -> String {
        words("plan.planned", meal, PlanWeekPage.dayTitle(day, words))
    }

    /// The week holding `day`, scrolled to it.
    static func path(showing day: CalendarDay) -> String {
        "/plan?week=\(day.isoString)#day-\(day.isoString)"
    }
}
