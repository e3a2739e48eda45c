import Foundation
import LunchBoxCore

/// One line of a receipt as the person confirmed it: the name to keep (LunchBox's or
/// their own), how much, and the receipt's words it was read from (a `ReceiptItem.key`),
/// which LunchBox learns so the same shop's line is named the next time.
public struct ReceiptConfirmation: Codable, Equatable, Sendable {
    public let name: String
    public let quantity: String
    public let key: String

    public init(name: String, quantity: String = "", key: String = "") {
        self.name = name
        self.quantity = quantity
        self.key = key
    }

    /// The line as read: its name (or, for words LunchBox does not know, the food it
    /// suggests, else the printed words), amount and key.
    public init(_ item: ReceiptItem) {
        self.init(name: item.isUnknown ? item.suggestion ?? item.name : item.name, quantity: item.quantity, key: item.key)
    }
}

extension ReceiptItem {
    /// Ticked before the person looks: a line LunchBox named. Words it does not know wait
    /// for a name.
    public var isTickedAtFirst: Bool { !isUnknown }
}

extension ReceiptReading {
    /// The lines to add when the person accepts the list as read (`--yes`).
    public var proposedConfirmations: [ReceiptConfirmation] { items.filter(\.isTickedAtFirst).map(ReceiptConfirmation.init) }

    /// "3 foods, 1 to name, 4 lines left out."
    public var summary: String {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        guard !items.isEmpty else {
            return skipped.isEmpty
                ? "No text was read: take the photo again, flat, in good light, with the whole receipt in the picture."
                : "Nothing bought was read (\(count(skipped.count, "line", "lines")) left out). Take the photo again, closer, or type what you bought."
        }
        return "\(count(foods.count, "food", "foods")), \(unknown.count) to name, \(count(skipped.count, "line", "lines")) left out."
    }
}

extension ScanningUseCase {
    /// Reads a photo of a till receipt: every line, each a food with its amount and price,
    /// or the printed words for the person to name; lines that are not food (bags,
    /// discounts, totals, tax, payment) are left out and listed apart. Words the household
    /// taught are named as taught. Bounded like a scan (`ScanError.busy`).
    public func readReceipt(_ data: Data) async throws -> ReceiptReading {
        let photo = try ScanPhoto(data)
        guard let reader = services.documentReader else { throw ScanError.noReceiptReader }
        let lines = try await slots.run { try await reader.text(in: photo) }
        let learnt = ReceiptDictionary(try await store.receiptWords())
        return ReceiptReader(lexicon: lexicon, vocabulary: try Self.vocabulary.get()).read(lines, learnt: learnt)
    }

    /// Adds the confirmed lines to the kitchen and learns what each line's words mean, all
    /// or none, in one write; an empty list is `ScanError.nothingConfirmed`, one longer than
    /// anyone ticks `.tooManyConfirmed`.
    @discardableResult
    public func confirmReceipt(_ confirmations: [ReceiptConfirmation]) async throws -> [InventoryItem] {
        try Self.checkCount(confirmations)
        let items = try confirmations.map { try InventoryItem(name: $0.name, quantity: $0.quantity).validated() }
        var words: [String: String] = [:]
        for (confirmation, item) in zip(confirmations, items) {
            let key = ReceiptDictionary.key(for: confirmation.key)
            if !key.isEmpty { words[key] = item.name }
        }
        // Bought food the kitchen holds tops that item up (two apples beside one: three).
        let merged = KitchenTopUp.merged(items, into: try await store.inventory().items, lexicon: lexicon)
        return try await store.confirmReceiptItems(merged, learning: words, at: clock.now())
    }

    /// The shops' abbreviations and non-food words, read once.
    private static let vocabulary = Swift.Result { try ReceiptVocabulary.bundled() }
}
