import Foundation
import LunchBoxCore

/// An idea as the pages show it: card and detail.
struct IdeaView: Sendable {
    /// A numbered step.
    struct Step: Sendable {
        let number: Int
        let text: String
    }

    let id: String
    let name: String
    let emoji: String
    let ingredients: [String]
    let ingredientSummary: String
    let steps: [Step]
    let origin: String?
    let shareText: String
    let savedAt: String?

    init(_ idea: LunchBoxIdea, dateFormatter: DateFormatter? = nil) {
        id = idea.id.uuidString
        name = idea.name
        emoji = IdeaEmoji.emoji(for: idea.name)
        ingredients = idea.ingredients
        ingredientSummary = idea.ingredients.prefix(5).joined(separator: ", ") + (idea.ingredients.count > 5 ? "…" : "")
        steps = idea.preparationSteps.enumerated().map { Step(number: $0.offset + 1, text: $0.element) }
        origin = idea.origin?.label
        shareText = ShareFormatter().text(for: idea)
        savedAt = zip(idea.savedAt, dateFormatter).map { $1.string(from: $0) }
    }
}

/// A picture for an idea, from the kind of lunch its name says it is.
enum IdeaEmoji {
    private static let rules: [(words: [String], emoji: String)] = [
        (["wrap", "burrito", "roll-up"], "🌯"), (["sandwich", "sub", "toastie", "bagel"], "🥪"),
        (["bento"], "🍱"), (["bowl", "grain"], "🥣"), (["pasta", "noodle", "spaghetti", "macaroni"], "🍝"),
        (["rice ball", "onigiri", "sushi"], "🍙"), (["rice", "fried rice"], "🍚"), (["snack", "platter", "box"], "🧺"),
        (["quesadilla", "taco", "tortilla"], "🌮"), (["salad", "jar"], "🥗"), (["soup", "flask", "stew"], "🍲"),
        (["pita", "pocket", "flatbread"], "🫓"), (["omelette", "frittata", "egg"], "🍳"), (["muffin", "bake"], "🧁"),
        (["pizza"], "🍕"), (["skewer", "kebab"], "🍢"),
    ]

    static func emoji(for name: String) -> String {
        let lower = name.lowercased()
        return rules.first { rule in rule.words.contains { lower.contains($0) } }?.emoji ?? "🍽️"
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
