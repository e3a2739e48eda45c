import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The kitchen: what is in the fridge and pantry, with inline edit, delete and clear.
struct InventoryController {
    let pages: Pages
    let inventory: InventoryUseCase
    let undo: UndoUseCase
    /// For the ideas button's waiting line.
    let ideas: IdeasUseCase
    let pictures: FoodEmoji

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/inventory") { request, context in
            try await page(request, context)
        }
        router.post("/inventory") { request, context -> Response in
            let form = context.form
            do {
                let quantity = form.value("quantity") ?? ""
                let bestBefore = try Self.day(form.value("bestBefore"))
                let items = try await inventory.add(
                    typed: form.value("name") ?? "", quantity: quantity, bestBefore: bestBefore, dateKind: try Self.dateKind(form.value("dateKind")))
                // Back to the name field, with the extra fields open if they were used.
                let more = !quantity.isEmpty || bestBefore != nil || form.value("dateKind")?.isEmpty == false ? "&more=1" : ""
                return Flash.success("Added \(EnglishList.and(items.map(\.displayText))).").redirect(to: "/inventory?added=\(items.count)\(more)#add-name")
            } catch {
                // Show the form again with what was typed, so nothing is lost.
                return try await page(request, context, error: UserFacingError(error).message, typed: form, status: .badRequest)
            }
        }
        router.post("/inventory/{id}") { _, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            let form = context.form
            do {
                let item = try await inventory.update(
                    id: id, name: form.value("name") ?? "", quantity: form.value("quantity") ?? "", bestBefore: try Self.day(form.value("bestBefore")),
                    dateKind: try Self.dateKind(form.value("dateKind")))
                return Flash.success("Updated \(item.displayText).").redirect(to: "/inventory")
            } catch let error as InventoryError where error == .itemNotFound {
                // Nothing to edit any more: an error page, not a message on the list.
                throw error
            } catch {
                return Flash.error(UserFacingError(error).message).redirect(to: "/inventory")
            }
        }
        router.post("/inventory/{id}/delete") { _, context -> Response in
            let removed = try await undo.removeKitchenItem(id: try context.parameters.require("id", as: UUID.self))
            return Flash.success("Removed \(removed.removal.name).", undo: removed.token).redirect(to: "/inventory")
        }
        router.get("/inventory/clear") { request, context in
            try pages.render(ClearInventoryPage(count: try await inventory.items().count), request: request, context: context)
        }
        router.post("/inventory/clear") { _, _ -> Response in
            try await inventory.clear()
            return Flash.success("The inventory is empty. Scan or add food to start again.").redirect(to: "/inventory")
        }
    }

    private func page(_ request: Request, _ context: AppRequestContext, error: String? = nil, typed: FormData = FormData(), status: HTTPResponse.Status = .ok) async throws -> Response {
        let today = inventory.today
        let query = request.uri.queryParameters
        let filter = String((query.get("q") ?? "").prefix(100))
        let words = pages.words(context)
        let groups = try await inventory.itemsByKind(matching: filter).map { group in
            InventoryPage.Group(title: group.title(words), items: group.items.map { InventoryRow($0, today: today, emoji: pictures.emoji(for: $0.name), words: words) })
        }
        let total = filter.isEmpty ? groups.reduce(0) { $0 + $1.items.count } : try await inventory.items().count
        let quantity = typed.value("quantity") ?? ""
        let bestBefore = typed.value("bestBefore") ?? ""
        let dateKind = typed.value("dateKind") ?? ""
        let page = InventoryPage(
            groups: groups, itemCount: total, filter: filter, waitingFor: await ideas.waiting(for: .automatic).text(words), error: error, typedName: typed.value("name") ?? "", typedQuantity: quantity,
            typedBestBefore: bestBefore, typedDateKind: dateKind, showMore: !quantity.isEmpty || !bestBefore.isEmpty || !dateKind.isEmpty || query.get("more") == "1",
            focusName: query.get("added") != nil || error != nil)
        return try pages.render(page, request: request, context: context, status: status)
    }

    /// What a date means, from a form's choice or an API's field: empty means the food's
    /// usual kind.
    static func dateKind(_ text: String?) throws -> DateKind? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let kind = DateKind(rawValue: text) else {
            throw UserFacingError(Fault(title: "fault3.title.dateKindNotValid", message: "fault3.inventory.dateKind"), kind: .input)
        }
        return kind
    }

    /// A best-before day from a date field; empty means none.
    static func day(_ text: String?) throws -> CalendarDay? {
        try TypedDay.parse(text, as: .bestBefore)
    }
}
