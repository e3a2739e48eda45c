/// What a receipt line is: an item bought, or which kind of line that is no food. The
/// reader keeps items and says why it left each other line out.
public enum ReceiptLineKind: String, Codable, CaseIterable, Sendable {
    /// Something bought: a food, or words for the person to name.
    case item
    /// "SUBTOTAL", "Summe", "Totalt", "Att betala", "12 ITEMS".
    case total
    /// "VAT 20%", "MwSt", "Moms" and the tax table.
    case tax
    /// Card, cash and change: "VISA", "Kontant", "Rückgeld".
    case payment
    /// Savings and money off: "MULTIBUY SAVING", "Rabatt", a negative price.
    case discount
    /// Bottle deposits: "Pfand", "Pant", "Leergut", "CRV".
    case deposit
    /// Carrier bags.
    case bag
    /// Loyalty cards and points: "CLUBCARD POINTS", "PAYBACK", "Poäng".
    case loyalty
    /// The shop's own lines: name, address, phone, date, time, thanks.
    case shop
    /// Bought, but not food: pet food, toilet roll, batteries.
    case household
    /// A line with no price that names no food: heading, banner, or text the camera
    /// caught beside the receipt.
    case unpriced
    /// Numbers and signs with no words: the tax table, a card number, noise.
    case noWords
    /// A quantity line ("3 @ 0.45") with no item beside it to belong to.
    case strayQuantity
    /// Past the most lines one receipt is read for.
    case overflow
}

/// The languages of the receipt vocabulary: British and American English, German, Swedish.
public enum ReceiptLanguage: String, Codable, CaseIterable, Sendable {
    case en, de, sv
}
