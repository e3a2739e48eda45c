import Foundation
import LunchBoxCore
import OpenCombineShim

/// The inventory screen: review, edit, remove, clear (after confirmation), and the gate
/// for "Get Lunch Box Ideas".
@MainActor
public final class InventoryViewModel: ObservableObject {
    /// True while the "Clear all?" confirmation is showing.
    @Published public private(set) var isConfirmingClear = false
    /// Whether "Clear all" was asked and not yet answered. Apart from `isConfirmingClear`
    /// because SwiftUI closes the alert (through `showsClearQuestion`) before the Clear
    /// button's task runs: closing it must not withdraw the question being answered.
    private var clearAsked = false
    @Published public var errorMessage: String?

    public let store: InventoryStore
    private var storeChanges: AnyCancellable?

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(store: InventoryStore, words: Wording) {
        self.words = words
        self.store = store
        storeChanges = store.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }

    public var items: [InventoryItem] { store.items }

    /// "Get Lunch Box Ideas" is enabled iff the inventory has items (LB Property 10); the
    /// ideas use case refuses an empty kitchen too, so this only spares a useless tap.
    public var canRequestSuggestions: Bool { !items.isEmpty }

    /// "Scan or add items to get lunch box ideas.": the prompt shown instead of ideas when
    /// there is nothing to cook with.
    public var emptyStatePrompt: String? { canRequestSuggestions ? nil : words("kitchen.emptyPrompt") }

    public func load() async {
        await run { try await self.store.load() }
    }

    @discardableResult
    public func editItem(_ item: InventoryItem) async -> Bool {
        await run { try await self.store.update(item) }
    }

    @discardableResult
    public func removeItem(id: UUID) async -> Bool {
        await run { try await self.store.remove(id: id) }
    }

    /// Asks for confirmation; nothing is cleared yet.
    public func requestClear() {
        isConfirmingClear = !items.isEmpty
        clearAsked = isConfirmingClear
    }

    /// The alert closed; the question stays open until Clear or Cancel answers it.
    func hideClearQuestion() {
        isConfirmingClear = false
    }

    public func cancelClear() {
        isConfirmingClear = false
        clearAsked = false
    }

    /// Clears everything, only after `requestClear()`.
    public func confirmClear() async {
        guard clearAsked else { return }
        clearAsked = false
        isConfirmingClear = false
        await run { try await self.store.clear() }
    }

    @discardableResult
    private func run(_ action: () async throws -> Void) async -> Bool {
        await ScreenAction.run(words: words, action) { errorMessage = $0 }
    }
}
