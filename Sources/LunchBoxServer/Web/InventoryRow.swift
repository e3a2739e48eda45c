import LunchBoxCore

/// An inventory item as the page shows it.
struct InventoryRow: Sendable {
    let id: String
    let name: String
    /// Nil when empty, so the page shows no empty label.
    let quantity: String?
    let bestBefore: String
    let bestBeforeLabel: String?
    /// "best-before", "use-by" or empty: what the person marked the date as.
    let dateKind: String
    let useSoon: Bool
    let emoji: String

    init(_ item: InventoryItem, today: CalendarDay, emoji: String, words: Wording) {
        id = item.id.uuidString
        name = item.name
        quantity = item.quantity.isEmpty ? nil : item.quantity
        bestBefore = item.bestBefore?.isoString ?? ""
        dateKind = item.dateKind?.rawValue ?? ""
        self.emoji = emoji
        if let day = item.bestBefore {
            useSoon = today.days(until: day) <= PromptBuilder.useSoonWindowDays
            bestBeforeLabel = BestBeforeWording.label(for: day, today: today, kind: item.dateKind, in: words)
        } else {
            useSoon = false
            bestBeforeLabel = nil
        }
    }
}
