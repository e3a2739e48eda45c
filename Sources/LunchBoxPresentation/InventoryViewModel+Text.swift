import LunchBoxCore

extension InventoryViewModel {
    /// "Clear All" is offered only when there is something to clear.
    public var canClear: Bool { !items.isEmpty }

    /// "eggs, 6", read by VoiceOver with the hint to edit.
    public func accessibilityLabel(for item: InventoryItem) -> String { item.displayText }
}
