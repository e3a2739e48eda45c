import Foundation

/// A lunch's estimated nutrition from its ingredient lines: the total, and for each line
/// the food, the USDA entry, the grams and where they came from, so every value can be
/// traced. Lines the table cannot match count nothing and are named.
public struct NutritionEstimate: Codable, Equatable, Sendable {
    /// One ingredient line.
    public struct Line: Codable, Equatable, Sendable {
        public let ingredient: String
        /// The lexicon food it names, or nil.
        public let food: String?
        /// USDA SR24 food number and description, or nil when not matched.
        public let srNumber: String?
        public let description: String?
        public let grams: Double?
        public let gramsFrom: PortionWeights.Basis?
        /// Nil when the line is not counted.
        public let nutrients: Nutrients?

        public init(
            ingredient: String, food: String?, srNumber: String?, description: String?, grams: Double?, gramsFrom: PortionWeights.Basis?, nutrients: Nutrients?
        ) {
            self.ingredient = ingredient
            self.food = food
            self.srNumber = srNumber
            self.description = description
            self.grams = grams
            self.gramsFrom = gramsFrom
            self.nutrients = nutrients
        }
    }

    public let total: Nutrients
    public let lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
        total = lines.reduce(.zero) { $0 + ($1.nutrients ?? .zero) }
    }

    /// The lines not counted.
    public var unmatched: [String] { lines.filter { $0.nutrients == nil }.map(\.ingredient) }

    /// The weight of the counted lines, in grams: the lunch as the estimate weighed it.
    public var countedGrams: Double {
        lines.reduce(0) { $0 + ($1.nutrients == nil ? 0 : $1.grams ?? 0) }
    }

    /// "Estimated per lunch (about 340 g): about 420 kcal · protein 21 g · …", the lunch's
    /// weight in the reader's units ("about 12 oz"), its nutrients in grams as every label
    /// writes them; without the weight when nothing was weighed.
    public func summary(_ words: Wording) -> String {
        let grams = countedGrams.rounded()
        guard grams >= 1 else { return words("nutrition.estimate", total.summary(words)) }
        return words("units.nutrition.estimate", words.amount(grams: grams), total.summary(words))
    }

    /// "Not counted (not in the food table): pesto, kombucha"; nil when all are counted.
    public func unmatchedNote(_ words: Wording) -> String? {
        unmatched.isEmpty ? nil : words("nutrition.unmatched", unmatched.joined(separator: ", "))
    }
}
