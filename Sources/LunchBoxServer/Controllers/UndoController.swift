import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The Undo in a removal's message: puts the favorite, kitchen item or planned meal back
/// and returns to where it is shown, saying so in the reader's language.
struct UndoController {
    let pages: Pages
    let undo: UndoUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/undo") { _, context -> Response in
            guard let token = context.form.value("token").flatMap(UUID.init(uuidString:)) else {
                throw UserFacingError(Fault(title: "fault3.title.nothingToUndo", message: "fault3.undo.noToken"), kind: .input)
            }
            let words = pages.words(context)
            do {
                let removal = try await undo.undo(token)
                return Flash.success(words("fault3.undo.putBack", removal.name)).redirect(to: Self.place(of: removal))
            } catch let error as UndoError {
                return Flash.error(UserFacingError(error).message(words)).redirect(to: "/inventory")
            }
        }
    }

    private static func place(of removal: Removal) -> String {
        switch removal {
        case .favorite(let idea): "/favorites/\(idea.id.uuidString)"
        case .kitchenItem: "/inventory"
        case .plannedMeal(let planned): PlanController.path(showing: planned.day)
        case .packedLunch: "/inventory"
        case .autoPlannedWeek(let plan): PlanController.path(showing: plan.week.start)
        case .shoppingTick(let tick): "/plan/shopping-list?week=\(tick.weekStart.isoString)"
        }
    }
}
