import LunchBoxCore

/// An idea as its page shows it.
struct IdeaView: Sendable {
    let id: String
    let name: String
    let emoji: String
    let ingredients: [String]
    let steps: [String]
    let shareText: String
    private let origin: IdeaOrigin?
    private let chef: (name: String, emoji: String)?

    init(_ idea: LunchBoxIdea, chef: (name: String, emoji: String)? = nil) {
        id = idea.id.uuidString
        name = idea.name
        emoji = IdeaEmoji.emoji(for: idea.name)
        ingredients = idea.ingredients
        steps = idea.preparationSteps
        origin = idea.origin
        self.chef = chef
        shareText = ShareFormatter().text(for: idea)
    }

    /// "Chef Sam 🧑‍🍳 (built-in offline chef)", in the reader's words; nil when unknown.
    func byline(_ words: Wording) -> String? {
        origin?.byline(chef: chef, words: words)
    }

    /// The first five ingredients, for a card: "eggs, bread, spinach…".
    static func ingredientSummary(_ ingredients: [String]) -> String {
        ingredients.prefix(5).joined(separator: ", ") + (ingredients.count > 5 ? "…" : "")
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
