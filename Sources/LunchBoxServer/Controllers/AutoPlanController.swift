import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// "Plan my week" with its swap and undo, for the pages.
struct AutoPlanController {
    let pages: Pages
    let autoPlan: AutoPlanUseCase
    let plan: PlanUseCase
    let undo: UndoUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/plan/auto") { _, context -> Response in
            let week = try await PlanWeekQuery(week: context.form.value("week"), plan: plan, reader: pages.words(context).weekStart).week
            let planned = try await autoPlan.planWeek(week, weekends: context.form.value("weekends") == "1")
            let offer = await undo.offer(planned)
            let target = "/plan?week=\(week.start.isoString)&autoplan=\(planned.id.uuidString)"
            return Flash.success(planned.summary(pages.words(context)), undo: planned.days.isEmpty ? nil : offer.token).redirect(to: target)
        }
        router.post("/plan/auto/{id}/swap") { _, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            let day = try PlanWeekQuery.day(context.form.value("day"))
            let target = "/plan?week=\(day.isoString)&autoplan=\(id.uuidString)#day-\(day.isoString)"
            let words = pages.words(context)
            do {
                let swapped = try await autoPlan.swap(planID: id, day: day)
                return Flash.success(words("plan.swapped", words.weekday(day, startingSentence: true), swapped.planned.meal.description)).redirect(to: target)
            } catch let error as PackingError {
                return Flash.error(UserFacingError(error).message).redirect(to: target)
            }
        }
    }
}
