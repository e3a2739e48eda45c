/// What one receipt says: the items bought, top to bottom, and the lines left out with
/// the reason for each.
public struct ReceiptReading: Codable, Equatable, Sendable {
    public let items: [ReceiptItem]
    public let skipped: [ReceiptSkippedLine]
    /// The language the receipt seems printed in (its totals, tax and payment words).
    public let language: ReceiptLanguage
    /// The currency printed most often, if any ("£", "EUR", "kr").
    public let currency: String?

    public init(items: [ReceiptItem], skipped: [ReceiptSkippedLine], language: ReceiptLanguage, currency: String?) {
        self.items = items
        self.skipped = skipped
        self.language = language
        self.currency = currency
    }

    /// The items whose food LunchBox named (learnt, lexicon, abbreviation, head word, near match).
    public var foods: [ReceiptItem] { items.filter { !$0.isUnknown } }
    /// The items for the person to name.
    public var unknown: [ReceiptItem] { items.filter(\.isUnknown) }
}
