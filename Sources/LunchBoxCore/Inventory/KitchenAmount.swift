import Foundation

/// A quantity read as a number and a unit: "6" is six, "500 g", "0.5 kg" and "17.64 oz"
/// are 500 g, "2 cups" and "16 fl oz" are 473 ml, "half a block" half a block, "tin" one
/// tin. Weights and volumes in either system become grams and millilitres, so "1 lb" less
/// "200 g" is 253.6 g; `text(in:)` writes one back in the household's system. The one reader of
/// amounts: the typed kitchen (`KitchenEntry`) and packing an idea both use it, so an
/// amount the kitchen shows is an amount packing can take from. Text it cannot read
/// ("some", "a little") gives nil, and the caller asks rather than guesses.
public struct KitchenAmount: Equatable, Hashable, Sendable {
    /// The number, in `unit`.
    public let value: Double
    /// The canonical unit: "" for a count, "g" for any weight, "ml" for any volume (cups and
    /// fluid ounces too), else a singular container or measure ("tin", "block", "slice").
    public let unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// Reads `text`; nil when it is empty or not an amount this reader knows.
    public init?(reading text: String) {
        var words = Self.words(of: text)
        // Notes after the amount that change nothing about how much: "75 g uncooked".
        while let last = words.last, words.count > 1, Self.descriptors.contains(last) { words.removeLast() }
        guard !words.isEmpty else { return nil }
        var value: Double?
        var unit: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            if let number = Self.number(word) {
                // "half a tin": the number multiplies any "a" or another number after it.
                value = (value ?? 1) * number
            } else if let (number, attached) = Self.numberWithUnit(word), unit == nil {
                value = (value ?? 1) * number
                unit = attached
            } else if ["a", "an", "of", "x"].contains(word) {
                value = value ?? 1
            } else if let known = Self.canonicalUnits[word], unit == nil {
                unit = known
            } else {
                return nil
            }
            index += 1
        }
        guard let reading = value ?? (unit == nil ? nil : 1), reading > 0, reading.isFinite else { return nil }
        let (factor, base) = Self.conversions[unit ?? ""] ?? (1, unit ?? "")
        self.init(value: reading * factor, unit: base)
    }

    /// This amount minus `other` when they are in the same unit (after g/kg and ml/l
    /// conversions), never below zero; nil when the units cannot be compared.
    public func subtracting(_ other: KitchenAmount) -> KitchenAmount? {
        guard unit == other.unit else { return nil }
        return KitchenAmount(value: max(0, value - other.value), unit: unit)
    }

    /// This amount plus `other` when they are in the same unit; nil when they cannot be added.
    public func adding(_ other: KitchenAmount) -> KitchenAmount? {
        guard unit == other.unit else { return nil }
        return KitchenAmount(value: value + other.value, unit: unit)
    }

    /// Nothing left: zero, or a crumb of a rounding error.
    public var isNothing: Bool { value < 0.000_1 }

    /// The amount as a quantity to store and read back, metric: "4", "160 g", "1.2 kg",
    /// "half a tin" (`text(in:)` for the household's system).
    public var text: String { text(in: .metric) }

    /// A count or container as a quantity to store: "4", "3 slices", "half a tin".
    var countText: String {
        if unit.isEmpty { return Self.number(text: value) }
        if value == 0.5 { return "half a \(unit)" }
        return "\(Self.number(text: value)) \(value > 1 ? Self.plural(of: unit) : unit)"
    }

    /// Every word the reader takes as a unit, for `KitchenEntry` to split amounts from names
    /// ("16 fl oz milk": "fl" belongs to the amount).
    public static let unitWords: Set<String> = Set(canonicalUnits.keys).union(["fl", "fl.", "fluid"])

    private static func words(of text: String) -> [String] {
        let split = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "(" || $0 == ")" }).map(String.init)
        // "fl oz", "fl. oz" and "fluid ounces" are one unit.
        var words: [String] = []
        for word in split {
            if let last = words.last, ["fl", "fl.", "fluid"].contains(last), ["oz", "ounce", "ounces"].contains(word) {
                words[words.count - 1] = "floz"
            } else if let last = words.last, last.hasSuffix("fl"), word == "oz", Self.number(String(last.dropLast(2))) != nil {
                words[words.count - 1] = String(last.dropLast(2)) + "floz"
            } else {
                words.append(word)
            }
        }
        return words
    }

    /// A bare number or number word: "6", "1.5", "1/2", "½", "x6", "half", "dozen".
    private static func number(_ word: String) -> Double? {
        if let spoken = spokenNumbers[word] { return spoken }
        var text = word
        if text.hasPrefix("x"), text.count > 1 { text.removeFirst() }
        if text.hasSuffix("x"), text.count > 1 { text.removeLast() }
        if let fraction = fractions[text] { return fraction }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 { return top / bottom }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text) else { return nil }
        return value
    }

    /// A number with its unit written on: "500g", "2l", "1.5kg".
    private static func numberWithUnit(_ word: String) -> (Double, String)? {
        guard let split = word.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ".")) }), split > word.startIndex else { return nil }
        guard let value = Double(word[..<split]), let unit = canonicalUnits[String(word[split...])] else { return nil }
        return (value, unit)
    }

    /// `value` to at most `places` decimals, without trailing zeros: "4", "1.5", "226.8".
    static func number(text value: Double, places: Int = 2) -> String {
        let text = String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
        guard text.contains(".") else { return text }
        let trimmed = text.reversed().drop { $0 == "0" }.drop { $0 == "." }
        return String(trimmed.reversed())
    }

    private static func plural(of unit: String) -> String {
        switch unit {
        case "box", "bunch", "pouch", "sandwich": unit + "es"
        case "loaf": "loaves"
        default: unit + "s"
        }
    }

    private static let fractions: [String: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]

    private static let spokenNumbers: [String: Double] = [
        "half": 0.5, "quarter": 0.25, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12,
    ]

    /// Words after an amount that say how it is prepared, not how much.
    private static let descriptors: Set<String> = ["uncooked", "cooked", "dry", "dried", "drained", "chopped", "sliced", "grated", "raw"]

    /// Units that convert into another: weights into grams, volumes into millilitres (US
    /// customary measures exactly as NIST defines them: the avoirdupois ounce and pound,
    /// the US fluid ounce and the US cup of 8 fluid ounces).
    static let conversions: [String: (Double, String)] = [
        "kg": (1000, "g"), "mg": (0.001, "g"), "cl": (10, "ml"), "dl": (100, "ml"), "l": (1000, "ml"),
        "oz": (gramsPerOunce, "g"), "lb": (gramsPerPound, "g"), "floz": (millilitresPerFluidOunce, "ml"), "cup": (millilitresPerCup, "ml"),
    ]

    static let gramsPerOunce = 28.349_523_125
    static let gramsPerPound = 453.592_37
    static let millilitresPerFluidOunce = 29.573_529_562_5
    static let millilitresPerCup = 236.588_236_5

    /// Each unit word and the unit it means.
    private static let canonicalUnits: [String: String] = {
        var units: [String: String] = [
            "g": "g", "gram": "g", "grams": "g", "kg": "kg", "kilo": "kg", "kilos": "kg", "mg": "mg", "ml": "ml", "cl": "cl",
            "l": "l", "litre": "l", "litres": "l", "liter": "l", "liters": "l", "dl": "dl", "oz": "oz", "ounce": "oz", "ounces": "oz",
            "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb", "floz": "floz",
            "tbsp": "tbsp", "tsp": "tsp", "can": "tin", "cans": "tin", "loaves": "loaf", "boxes": "box", "bunches": "bunch",
            "pouches": "pouch", "dozen": "dozen",
        ]
        let singular = [
            "pack", "packet", "tin", "jar", "bag", "bottle", "pot", "box", "loaf", "slice", "bunch", "head", "punnet", "carton",
            "block", "tub", "pint", "portion", "serving", "piece", "sheet", "tray", "bar", "cup", "handful", "clove", "sachet",
            "pouch",
        ]
        for word in singular {
            units[word] = word
            if units[word + "s"] == nil { units[word + "s"] = word }
        }
        return units
    }()
}
