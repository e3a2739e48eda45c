import Foundation

/// How many grams a portion of a food weighs: from USDA's household measures for the
/// food where the table has one ("large" egg 50 g, "slice" of bread 25 g, "cup" of
/// cooked rice 158 g), otherwise from the standard weights below. Millilitres count as
/// grams (water's density): close enough for milk, juice and soup, and stated here so
/// nobody takes it for more.
public enum PortionWeights {
    /// Where a weight came from, so an estimate can say how it got its grams.
    public enum Basis: Codable, Equatable, Hashable, Sendable {
        /// Written in grams or millilitres.
        case stated
        /// USDA's household measure of that name.
        case measure(String)
        /// One of LunchBox's standard weights (`standardGrams`).
        case standard(String)
        /// No amount given: the usual lunch portion for the food's category.
        case assumed

        enum CodingKeys: String, CodingKey { case kind, name }

        /// `{"kind": "measure", "name": "large"}`: plain for JSON readers.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .stated: try container.encode("stated", forKey: .kind)
            case .assumed: try container.encode("assumed", forKey: .kind)
            case .measure(let name):
                try container.encode("measure", forKey: .kind)
                try container.encode(name, forKey: .name)
            case .standard(let name):
                try container.encode("standard", forKey: .kind)
                try container.encode(name, forKey: .name)
            }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
            switch try container.decode(String.self, forKey: .kind) {
            case "stated": self = .stated
            case "measure": self = .measure(name)
            case "standard": self = .standard(name)
            default: self = .assumed
            }
        }

        /// "USDA measure “large”", "standard handful", "stated", "usual portion".
        public var label: String {
            switch self {
            case .stated: "as written"
            case .measure(let name): "USDA measure “\(name)”"
            case .standard(let name): "standard \(name)"
            case .assumed: "usual lunch portion"
            }
        }
    }

    /// Weights LunchBox uses where USDA lists no measure: a tin is a 400 g tin drained;
    /// a handful is what a child's hand holds of leaves or berries.
    public static let standardGrams: [Portion.Unit: Double] = [
        .tablespoon: 15, .teaspoon: 5, .cup: 240, .slice: 30, .rasher: 10, .clove: 3, .leaf: 10, .stick: 40, .sheet: 3, .floret: 11,
        .head: 300, .handful: 30, .smallHandful: 20, .pinch: 0.5, .little: 5, .tin: 240, .jar: 350, .pot: 125, .portion: 150,
        .pack: 85, .nest: 50, .box: 30, .piece: 80,
    ]

    /// A usual lunch portion by category, for a line with no amount.
    public static func usualGrams(for category: FoodCategory?) -> Double {
        switch category {
        case .vegetable, .fruit, .protein: 80
        case .carb: 75
        case .dairy: 40
        case .snack: 25
        case .condiment: 10
        case .fat: 5
        case .drink: 200
        default: 50
        }
    }

    /// The weight of `portion` of the food in `entry`, and where it came from.
    public static func grams(of portion: Portion, entry: NutritionTable.Entry) -> (grams: Double, basis: Basis) {
        switch portion.unit {
        case .gram: return (portion.quantity, .stated)
        case .kilogram: return (portion.quantity * 1000, .stated)
        case .millilitre: return (portion.quantity, .stated)
        case .litre: return (portion.quantity * 1000, .stated)
        case .piece, .wedge:
            let share = portion.unit == .wedge ? 1.0 / 8 : 1
            if let measure = pieceMeasure(entry, size: portion.size) { return (portion.quantity * share * measure.grams, .measure(measure.name)) }
            return (portion.quantity * share * (standardGrams[.piece] ?? 80), .standard("piece"))
        default:
            if let measure = measure(for: portion.unit, in: entry.measures) { return (portion.quantity * measure.grams, .measure(measure.name)) }
            return (portion.quantity * (standardGrams[portion.unit] ?? 0), .standard(standardName(portion.unit)))
        }
    }

    private static func standardName(_ unit: Portion.Unit) -> String {
        unit == .smallHandful ? "small handful" : unit.rawValue
    }

    /// The USDA measure names that mean a unit.
    private static let measureWords: [Portion.Unit: [String]] = [
        .tablespoon: ["tbsp"], .teaspoon: ["tsp"], .cup: ["cup"], .slice: ["slice"], .rasher: ["slice", "strip"], .clove: ["clove"],
        .leaf: ["leaf", "leaves"], .stick: ["stalk", "stick"], .sheet: ["sheet"], .floret: ["floret"], .head: ["head"], .tin: ["can"],
        .jar: ["jar"], .pot: ["container"], .portion: ["serving"], .pack: ["package", "packet"], .box: ["box"],
    ]

    private static func measure(for unit: Portion.Unit, in measures: [NutritionTable.Entry.Measure]) -> NutritionTable.Entry.Measure? {
        guard let words = measureWords[unit] else { return nil }
        // "cup, chopped" before "cup (8 fl oz)" does not matter for a lunch: the first wins.
        return measures.first { measure in
            let name = measure.name.lowercased()
            return words.contains { name == $0 || name.hasPrefix($0 + " ") || name.hasPrefix($0 + ",") || name.hasPrefix($0 + "s") }
        }
    }

    private static let notPieces = [
        "cup", "tbsp", "tsp", "tablespoon", "teaspoon", "oz", "lb", "fl oz", "pint", "quart", "gallon", "liter", "ml", "g", "kg", "slice", "package", "can", "jar",
    ]

    /// A whole one: the measure of the size asked for; else one named by a word of the
    /// food that USDA's description lacks ("cherry" for cherry tomatoes, whose entry is
    /// tomatoes); else "medium"; else the first measure that is not a volume or a weight
    /// ("large", "patty", "date, pitted").
    private static func pieceMeasure(_ entry: NutritionTable.Entry, size: String?) -> NutritionTable.Entry.Measure? {
        func words(_ text: String) -> [Substring] { text.lowercased().split(whereSeparator: { !$0.isLetter }) }
        let described = Set(words(entry.description).map(String.init))
        let distinctive = words(entry.food).filter { word in
            let singular = word.hasSuffix("es") ? String(word.dropLast(2)) : word.hasSuffix("s") ? String(word.dropLast()) : String(word)
            return [singular, singular + "s", singular + "es"].allSatisfy { !described.contains($0) }
        }
        let pieces = entry.measures.filter { measure in
            let name = measure.name.lowercased()
            return !notPieces.contains { name == $0 || name.hasPrefix($0 + " ") || name.hasPrefix($0 + ",") || name.hasPrefix($0 + "s ") || name.hasPrefix($0 + "s,") || name.hasPrefix($0 + " (") }
        }
        if let size, let match = pieces.first(where: { words($0.name).contains { $0 == size } }) { return match }
        if let match = pieces.first(where: { words($0.name).contains { distinctive.contains($0) } }) { return match }
        if let match = pieces.first(where: { words($0.name).contains("medium") }) { return match }
        return pieces.first
    }
}
