import Foundation

/// The food composition table behind nutrition estimates: for each lexicon food the
/// USDA SR24 entry chosen for it, its values per 100 g and USDA's household measures.
///
/// `Resources/nutrition.json` is made by `scripts/nutrition-table` from the table Debian
/// ships (package cronometer); every value keeps the USDA number it came from.
public struct NutritionTable: Sendable {
    /// One food's entry.
    public struct Entry: Codable, Equatable, Sendable {
        /// How well the USDA food stands for the lexicon food.
        public enum Match: String, Codable, Sendable {
            /// The food itself.
            case exact
            /// The closest food the table has (halloumi from low-moisture mozzarella).
            case near
        }

        /// A household measure: "large" egg 50 g, "cup" of rice 185 g.
        public struct Measure: Codable, Equatable, Sendable {
            public let name: String
            public let grams: Double

            public init(name: String, grams: Double) {
                self.name = name
                self.grams = grams
            }
        }

        public let food: String
        /// USDA's food number ("01123"), so a value can be traced.
        public let srNumber: String
        public let description: String
        public let match: Match
        public let per100g: Nutrients
        public let measures: [Measure]

        public init(food: String, srNumber: String, description: String, match: Match, per100g: Nutrients, measures: [Measure]) {
            self.food = food
            self.srNumber = srNumber
            self.description = description
            self.match = match
            self.per100g = per100g
            self.measures = measures
        }
    }

    /// The citation for the values, shown in the README and the JSON.
    public let source: String
    private let entries: [String: Entry]

    public init(source: String, entries: [Entry]) {
        self.source = source
        self.entries = Dictionary(entries.map { ($0.food, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The table as `scripts/nutrition-table` writes it.
    public init(json data: Data) throws {
        struct File: Decodable {
            struct Row: Decodable {
                struct Values: Decodable {
                    // Nil where USDA has no analysis (a few foods lack fibre): counted as 0.
                    let energyKcal, proteinG, carbohydrateG, fatG, fibreG: Double?
                }
                let food, srNumber, description: String
                let match: Entry.Match
                let per100g: Values
                let measures: [Entry.Measure]
            }
            let source: String
            let foods: [Row]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw FoodLexiconError.unreadable(reason: "nutrition table: \(error)")
        }
        self.init(
            source: file.source,
            entries: file.foods.map { row in
                let values = row.per100g
                let per100g = Nutrients(
                    energyKcal: values.energyKcal ?? 0, proteinG: values.proteinG ?? 0, carbohydrateG: values.carbohydrateG ?? 0, fatG: values.fatG ?? 0,
                    fibreG: values.fibreG ?? 0)
                return Entry(food: row.food, srNumber: row.srNumber, description: row.description, match: row.match, per100g: per100g, measures: row.measures)
            })
    }

    /// The table shipped with LunchBox.
    public static func bundled() throws -> NutritionTable {
        guard let url = Bundle.module.url(forResource: "nutrition", withExtension: "json") else {
            throw FoodLexiconError.missingResource
        }
        return try NutritionTable(json: try Data(contentsOf: url))
    }

    public func entry(for food: String) -> Entry? {
        entries[food]
    }

    public var count: Int { entries.count }
}
