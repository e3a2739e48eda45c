import Foundation

/// One thing bought, read from a receipt: the food (or the printed words when LunchBox
/// does not know them), how much as the kitchen stores it, the price as printed, and
/// where on the photo it was, so a face can show it for the person to confirm.
public struct ReceiptItem: Codable, Equatable, Hashable, Sendable {
    /// What to store: the lexicon's name for the food, the household's learnt name, or,
    /// when `naming` is `.unknown`, the cleaned words of the line.
    public let name: String
    /// The lexicon food's canonical name, when the lexicon knows it.
    public let food: String?
    public let naming: ReceiptNaming
    /// A food the words seem to mean when they were not understood well enough to say
    /// so ("PRINGLES SOUR CREAM" ends in sour cream): offered, never taken.
    public let suggestion: String?
    /// As the kitchen stores it and `KitchenAmount` reads it: "2 L", "400 g",
    /// "0.854 kg", "2", "2 x 400 g"; empty when the receipt does not say.
    public let quantity: String
    /// The line's price (its total), as printed.
    public let price: ReceiptPrice?
    /// The price of one, or per kilogram or pound, when printed.
    public let unitPrice: ReceiptPrice?
    /// The printed words the name was read from, folded: what a confirmation teaches
    /// (`ReceiptDictionary`), so the same words from the same shop are known next time.
    public let key: String
    /// The line as printed, with its quantity line when it had one ("BANANAS LOOSE\n0.854 kg @ £0.94/kg 0.80").
    public let text: String
    public let box: ScanBox?
    /// From 0 to 1: the OCR's confidence in the words, times how surely they were named.
    public let confidence: Float

    public init(
        name: String, food: String?, naming: ReceiptNaming, suggestion: String? = nil, quantity: String, price: ReceiptPrice?,
        unitPrice: ReceiptPrice? = nil, key: String, text: String, box: ScanBox?, confidence: Float
    ) {
        self.name = name
        self.food = food
        self.naming = naming
        self.suggestion = suggestion
        self.quantity = quantity
        self.price = price
        self.unitPrice = unitPrice
        self.key = key
        self.text = text
        self.box = box
        self.confidence = min(max(confidence.isNaN ? 0 : confidence, 0), 1)
    }

    /// The line was not understood: the person names it.
    public var isUnknown: Bool { naming == .unknown }
}
