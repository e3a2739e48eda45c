import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The shopping list for one week: what the planned meals need that the kitchen lacks,
/// each with how much to buy, ticked off as bought: the tick puts it in the kitchen (as
/// on the web, through the same use case).
@MainActor
public final class ShoppingListViewModel: ObservableObject {
    @Published public private(set) var list: ShoppingList?
    @Published public private(set) var week: PlanWeek?
    @Published public var errorMessage: String?

    private let plan: any WeekPlanning

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(plan: any WeekPlanning, words: Wording) {
        self.words = words
        self.plan = plan
    }

    public var items: [ShoppingList.Item] { list?.items ?? [] }

    public var emptyMessage: String? {
        guard let list, list.isEmpty else { return nil }
        return words(list.plannedMealCount == 0 ? "screens2.shopping.nothingPlanned" : "screens2.shopping.allInKitchen")
    }

    /// "Salt and water are assumed to be at hand." when staples were left out.
    public var staplesNote: String? {
        guard let staples = list?.leftOutStaples, !staples.isEmpty else { return nil }
        return words(staples.count == 1 ? "screens2.shopping.stapleAssumed" : "screens2.shopping.staplesAssumed", words.and(staples)).capitalizedFirst
    }

    /// "Buy 2 · for Chicken wrap and Salad", or "For Chicken wrap and Salad" when the
    /// amount is not known.
    public func detail(for item: ShoppingList.Item) -> String {
        let meals = words.and(item.meals)
        return item.amount.map { words("screens2.shopping.buyFor", $0, meals) } ?? words("screens2.shopping.for", meals)
    }
    public func symbol(for item: ShoppingList.Item) -> String { item.isBought ? "checkmark.circle.fill" : "circle" }
    public func accessibilityLabel(for item: ShoppingList.Item) -> String { words(item.isBought ? "screens2.shopping.boughtLabel" : "screens2.shopping.toBuyLabel", item.name) }

    public func load(week: PlanWeek) async {
        self.week = week
        await reload()
    }

    /// Ticks the item off and puts it in the kitchen, so it leaves the list; or puts a
    /// ticked item back on the list.
    public func toggleBought(_ item: ShoppingList.Item) async {
        await mark(item, bought: !item.isBought, addToKitchen: !item.isBought)
    }

    private func mark(_ item: ShoppingList.Item, bought: Bool, addToKitchen: Bool) async {
        guard let week else { return }
        do {
            try await plan.markBought(item.key, in: week, bought: bought, addToKitchen: addToKitchen)
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
        }
        await reload()
    }

    private func reload() async {
        guard let requested = week else { return }
        do {
            let fetched = try await plan.shoppingList(for: requested)
            guard requested == week else { return }
            list = fetched
        } catch {
            errorMessage = UserFacingError(error).message(words)
        }
    }
}
