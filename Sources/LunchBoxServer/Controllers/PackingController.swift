import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// "Packed it" on an idea, a favorite or a planned meal, and the questions it leaves,
/// for the pages.
struct PackingController {
    let pages: Pages
    let packing: PackingUseCase
    let inventory: InventoryUseCase
    let undo: UndoUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/pack") { _, context -> Response in
            let form = context.form
            let back = Self.safeBack(form.value("back"))
            let lunch: PackedLunch
            do {
                if let idea = form.value("ideaId").flatMap(UUID.init(uuidString:)) {
                    lunch = try await packing.packIdea(id: idea, units: pages.words(context).units)
                } else if let meal = form.value("mealId").flatMap(UUID.init(uuidString:)) {
                    lunch = try await packing.packMeal(id: meal, units: pages.words(context).units)
                } else {
                    throw HTTPFault.badRequest("fault3.web.whichLunch", [.phrase("plan.packed")])
                }
            } catch let error as PackingError {
                return Flash.error(UserFacingError(error).message).redirect(to: back)
            }
            let offer = await undo.offer(lunch)
            let report = PackingReport(lunch)
            guard report.questions.isEmpty else {
                let ids = report.questions.map(\.itemID.uuidString).joined(separator: ",")
                let name = lunch.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let to = back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let target = "/pack/questions?items=\(ids)&lunch=\(name)&undo=\(offer.token.uuidString)&back=\(to)"
                return Flash.success(report.message, undo: offer.token).redirect(to: target)
            }
            return Flash.success(report.message, undo: offer.token).redirect(to: back)
        }
        router.get("/pack/questions") { request, context in
            let query = request.uri.queryParameters
            let ids = Set((query.get("items") ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) })
            let items = try await inventory.items().filter { ids.contains($0.id) }
            let lunch = String((query.get("lunch") ?? "The lunch").prefix(200))
            let page = PackQuestionsPage(
                lunch: lunch, items: items, undo: query.get("undo").flatMap(UUID.init(uuidString:)), back: Self.safeBack(query.get("back")))
            return try pages.render(page, request: request, context: context)
        }
        // Every question answered in one go; the packing's Undo (which puts back what
        // "none left" removed too) is offered again.
        router.post("/pack/answers") { _, context -> Response in
            let form = context.form
            let answers = form.fields(prefixed: "answer-").compactMap { key, value in UUID(uuidString: key).map { ($0, value) } }
            guard !answers.isEmpty else {
                throw HTTPFault.badRequest("fault3.web.whichItems")
            }
            let none = answers.filter { $0.1 == Packing.Answer.noneLeft.rawValue }.map(\.0)
            let token = form.value("undo").flatMap(UUID.init(uuidString:))
            let removed = try await undo.answerPacking(token: token, noneLeft: none)
            let message = removed.isEmpty ? "Kept them in the kitchen." : "None left: removed \(EnglishList.and(removed.map(\.name)))."
            return Flash.success(message, undo: token).redirect(to: Self.safeBack(form.value("back")))
        }
    }

    /// Only a path on this site: never an address elsewhere.
    private static func safeBack(_ text: String?) -> String {
        guard let text, text.hasPrefix("/"), !text.hasPrefix("//"), !text.contains("\\") else { return "/inventory" }
        return text
    }
}
