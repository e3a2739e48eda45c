import Foundation

/// A price as a till printed it: the amount (a decimal comma read as a point), the
/// currency when the line shows one ("£", "$", "€", "EUR", "kr"), and the text itself.
public struct ReceiptPrice: Codable, Equatable, Hashable, Sendable {
    /// Negative for a refund or a discount ("-0,75", "0.50-").
    public let amount: Decimal
    /// As printed on the line, or nil when the line shows none.
    public let currency: String?
    /// The price as printed: "£1.45", "18,95", "1,29 EUR/kg".
    public let text: String

    public init(amount: Decimal, currency: String?, text: String) {
        self.amount = amount
        self.currency = currency
        self.text = text
    }
}
