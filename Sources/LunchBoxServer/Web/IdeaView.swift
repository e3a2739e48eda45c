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
///
/// Matched on whole words (singular or plural) and a few word pairs, through one
/// dictionary: it runs for every row of a long favorites list.
enum IdeaEmoji {
    /// In order of precedence: the first rule any word of the name matches wins.
    private static let rules: [(words: [String], emoji: String)] = [
        (["wrap", "burrito", "roll-up", "pinwheel"], "🌯"), (["sandwich", "sub", "toastie", "bagel"], "🥪"),
        (["bento"], "🍱"), (["bowl", "grain"], "🥣"), (["pasta", "noodle", "spaghetti", "macaroni"], "🍝"),
        (["rice ball", "onigiri", "sushi"], "🍙"), (["rice", "fried rice"], "🍚"), (["snack", "platter", "box"], "🧺"),
        (["quesadilla", "taco", "tortilla"], "🌮"), (["salad", "jar"], "🥗"), (["soup", "flask", "stew"], "🍲"),
        (["pita", "pocket", "flatbread"], "🫓"), (["omelette", "frittata", "egg"], "🍳"), (["muffin", "bake"], "🧁"),
        (["pizza"], "🍕"), (["skewer", "kebab"], "🍢"), (["oats", "parfait", "yogurt"], "🥣"),
    ]

    /// Keyword to rule number.
    private static let ruleForWord: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, rule) in rules.enumerated() {
            for word in rule.words where table[word] == nil { table[word] = index }
        }
        return table
    }()

    static func emoji(for name: String) -> String {
        var best = Int.max
        var previous: String?
        for raw in words(in: name) {
            let word = singular(raw)
            best = min(best, ruleForWord[word] ?? .max, ruleForWord[raw] ?? .max)
            if let previous {
                best = min(best, ruleForWord[previous + " " + word] ?? .max)
            }
            previous = word
        }
        return best == .max ? "🍽️" : rules[best].emoji
    }

    /// Lower-cased words split at ASCII punctuation and spaces; other bytes (accents,
    /// other scripts) stay inside words. The keywords are ASCII, so this is enough, and
    /// it avoids Unicode property look-ups for every character.
    private static func words(in name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), 0x80...: current.append(byte)
            default:
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// "boxes" → "box", "balls" → "ball"; short words and "-ss" words stay.
    private static func singular(_ word: String) -> String {
        if word.hasSuffix("xes") || word.hasSuffix("ches") || word.hasSuffix("shes") { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
        return word
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
