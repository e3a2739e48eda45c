import Foundation

/// An idea as a schema.org Recipe in JSON-LD, the form recipe apps and search engines
/// read: name, ingredients, steps as HowToStep, the diets the dietary guard can vouch
/// for, nutrition, and a total time when the steps state minutes.
public struct RecipeJSONLD: Sendable {
    private let dietaryGuard: DietaryGuard
    private let estimator: NutritionEstimator

    public init(dietaryGuard: DietaryGuard, estimator: NutritionEstimator) {
        self.dietaryGuard = dietaryGuard
        self.estimator = estimator
    }

    /// The Recipe as JSON text (keys sorted, so equal ideas give equal text).
    public func json(for idea: LunchBoxIdea, url: String? = nil) -> String {
        let data = (try? Self.encoder.encode(document(for: idea, url: url))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The Recipe as a value.
    public func document(for idea: LunchBoxIdea, url: String? = nil) -> Document {
        let nutrition = estimator.estimate(idea).total.rounded
        let minutes = Self.minutes(in: idea.preparationSteps)
        return Document(
            name: idea.name,
            recipeIngredient: idea.ingredients,
            recipeInstructions: idea.preparationSteps.map { Document.Step(text: $0) },
            recipeCategory: "Lunch",
            recipeYield: "1 lunch box",
            totalTime: minutes.map { "PT\($0)M" },
            suitableForDiet: suitableDiets(for: idea).map { "https://schema.org/\($0)" },
            nutrition: Document.Nutrition(
                calories: "\(Int(nutrition.energyKcal)) kcal", proteinContent: "\(nutrition.proteinG) g", carbohydrateContent: "\(nutrition.carbohydrateG) g",
                fatContent: "\(nutrition.fatG) g", fiberContent: "\(nutrition.fibreG) g", servingSize: "1 lunch box"),
            datePublished: idea.savedAt.map { Self.day.string(from: $0) },
            url: url,
            author: idea.origin.map { Document.Author(name: $0.engine == .ai ? "AI" + ($0.model.map { " (\($0))" } ?? "") : "LunchBox offline chef") }
        )
    }

    /// The schema.org RestrictedDiet names the guard finds the idea fits with every
    /// ingredient known: a line the lexicon cannot read makes no diet claim.
    public func suitableDiets(for idea: LunchBoxIdea) -> [String] {
        let names: [(DietaryRestriction, String)] = [
            (.vegetarian, "VegetarianDiet"), (.vegan, "VeganDiet"), (.glutenFree, "GlutenFreeDiet"), (.dairyFree, "LowLactoseDiet"),
        ]
        return names.compactMap { restriction, name in
            let verdict = dietaryGuard.verdict(for: idea, preferences: DietaryPreferences([restriction]))
            return verdict.isSafe && verdict.isFullyVerified ? name : nil
        }
    }

    /// The sum of the minutes the steps state ("Bake for 12 minutes", "cook 8-10 min":
    /// the larger figure), or nil when none does.
    static func minutes(in steps: [String]) -> Int? {
        var total = 0
        for step in steps {
            let words = step.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init)
            for (index, word) in words.enumerated().dropFirst() where word.hasPrefix("min") {
                let figure = words[index - 1].split(separator: "-").compactMap { Int($0) }.max()
                if let figure, figure < 600 { total += figure }
            }
        }
        return total > 0 ? total : nil
    }

    /// JSON safe inside `<script type="application/ld+json">`: `<`, `>` and `&` become
    /// \u escapes, so "</script>" or "<!--" in a name cannot close or confuse the block;
    /// U+2028/2029 are escaped for old JavaScript parsers. The JSON means the same.
    public static func htmlSafe(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
