extension ReceiptLineKind {
    /// Why a line was left out, as a person says it: "Total", "carrier bag".
    public var title: String {
        switch self {
        case .item: "Item"
        case .total: "Total"
        case .tax: "Tax"
        case .payment: "Payment"
        case .discount: "Money off"
        case .deposit: "Bottle deposit"
        case .bag: "Carrier bag"
        case .loyalty: "Loyalty points"
        case .shop: "The shop's details"
        case .household: "Not food"
        case .unpriced: "No price and no food"
        case .noWords: "No words"
        case .strayQuantity: "A quantity on its own"
        case .overflow: "Past the end of what is read"
        }
    }
}
