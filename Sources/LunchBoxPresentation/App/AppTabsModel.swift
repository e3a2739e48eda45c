import LunchBoxCore
import OpenCombineShim

/// Which tab shows, and the Kitchen tab's badge (how many foods are in the kitchen).
/// "Get Lunch Box Ideas" on the Kitchen tab moves to the Ideas tab through here.
@MainActor
public final class AppTabsModel: ObservableObject {
    @Published public var selectedTab = AppTab.kitchen
    /// The number on the Kitchen tab; 0 shows no badge.
    @Published public private(set) var kitchenBadge = 0

    private var inventoryChanges: AnyCancellable?
    /// The phone's language: the tabs' names.
    private let words: Wording

    public init(inventory: InventoryStore, words: Wording) {
        self.words = words
        kitchenBadge = inventory.items.count
        inventoryChanges = inventory.$items.sink { [weak self] items in
            self?.kitchenBadge = items.count
        }
    }

    /// "Kitchen", "Küche".
    public func title(for tab: AppTab) -> String { tab.title(words) }

    public func show(_ tab: AppTab) {
        selectedTab = tab
    }
}
