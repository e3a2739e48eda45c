import Foundation

/// A unit printed on a till receipt ("2L", "400G", "0.854 kg", "6PK", "1 GAL"), and how
/// the kitchen writes it: in a unit `KitchenAmount` reads, converting the ones it does not.
enum ReceiptUnit: String, Sendable, CaseIterable {
    case gram, kilogram, millilitre, centilitre, decilitre, litre, ounce, pound, fluidOunce, pint, quart, gallon, count

    /// Weights are what a weighed item is sold by ("0.854 kg @ £0.94/kg").
    var isWeight: Bool { [.gram, .kilogram, .ounce, .pound].contains(self) }

    /// The unit a folded word names, if any: "kg", "ltr", "stk", "pk".
    init?(word: String) {
        guard let unit = Self.words[word] else { return nil }
        self = unit
    }

    /// `value` of this unit as a quantity the kitchen stores and `KitchenAmount` reads
    /// back: "400 g", "0.854 kg", "2 L", "4 pints", "500 ml" for 5 dl, "3.79 L" for a
    /// gallon (the US one: receipts that print gallons are American).
    func kitchenText(_ value: Double) -> String {
        switch self {
        case .gram: "\(Self.number(value)) g"
        case .kilogram: "\(Self.number(value)) kg"
        case .millilitre: "\(Self.number(value)) ml"
        case .centilitre: "\(Self.number(value)) cl"
        case .decilitre: "\(Self.number(value * 100)) ml"
        case .litre: "\(Self.number(value)) L"
        case .ounce: "\(Self.number(value)) oz"
        case .pound: "\(Self.number(value)) lb"
        case .fluidOunce: "\(Self.number(value * 29.5735)) ml"
        case .pint: value == 1 ? "1 pint" : "\(Self.number(value)) pints"
        case .quart: "\(Self.number(value * 0.946353)) L"
        case .gallon: "\(Self.number(value * 3.78541)) L"
        case .count: Self.number(value)
        }
    }

    /// A number as a quantity writes it: at most three decimals, no trailing zeros, a
    /// decimal point whatever the receipt printed.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static let words: [String: ReceiptUnit] = [
        "g": .gram, "gr": .gram, "grm": .gram, "gram": .gram, "grams": .gram, "gramm": .gram,
        "kg": .kilogram, "kgs": .kilogram, "kilo": .kilogram, "kilos": .kilogram,
        "ml": .millilitre, "cl": .centilitre, "dl": .decilitre,
        "l": .litre, "lt": .litre, "ltr": .litre, "litre": .litre, "litres": .litre, "liter": .litre, "liters": .litre,
        "oz": .ounce, "lb": .pound, "lbs": .pound, "floz": .fluidOunce,
        "pt": .pint, "pint": .pint, "pints": .pint, "qt": .quart, "gal": .gallon, "gallon": .gallon,
        "ct": .count, "pk": .count, "pck": .count, "pack": .count, "st": .count, "stk": .count, "stck": .count,
        "stuck": .count, "styck": .count, "er": .count, "pcs": .count, "pc": .count,
    ]
}

/// An amount printed on a receipt: a number and its unit.
struct ReceiptMeasure: Equatable, Sendable {
    let value: Double
    let unit: ReceiptUnit

    var kitchenText: String { unit.kitchenText(value) }
}
