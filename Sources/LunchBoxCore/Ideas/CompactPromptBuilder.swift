import Foundation

/// The kitchen and preferences in few words, for a model with a small context: Apple's
/// on-device model holds 4,096 tokens for instructions, prompt, the ideas' schema and
/// the answer together. The instructions and prompt stay within `maximumCharacters`
/// (about a quarter of a token each for English), so the answer always has room.
///
/// What goes first when space runs out: the diets are always named (the dietary guard
/// checks them anyway, but a model told gets them right); foods to use first come before
/// the rest; then the recent ideas to avoid are cut, then the kitchen's tail is
/// summarised as "and 12 more".
public struct CompactPromptBuilder: Sendable {
    /// About 600 tokens: the schema takes some 150, and five ideas take up to 2,000.
    public static let defaultMaximumCharacters = 2_400

    public let maximumCharacters: Int
    public let ideaCount: Int

    public init(ideaCount: Int, maximumCharacters: Int = CompactPromptBuilder.defaultMaximumCharacters) {
        self.ideaCount = ideaCount
        self.maximumCharacters = maximumCharacters
    }

    /// Fixed instructions and the request, together within the budget.
    public func prompt(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, wishes: IdeaWishes) -> CompactPrompt {
        var instructionLines = [
            "You plan \(wishes.mealType == .lunchBox ? "packed lunches" : wishes.mealType.ideasNoun) from what is in the kitchen.",
            "Use only the kitchen's foods, plus salt, pepper, cooking oil and water.",
            "Every idea must keep to the diets named. Steps are short and in order.",
        ]
        if let language = wishes.language.compactLanguageLine { instructionLines.append(language) }
        let instructions = instructionLines.joined(separator: " ")
        var fixed: [String] = []
        let diets = preferences.active.map(\.label)
        if !diets.isEmpty { fixed.append("Diets: \(diets.joined(separator: ", ")).") }
        fixed += Self.wishLines(wishes)
        fixed.append("Give \(ideaCount) different ideas.")
        let fresh = PromptBuilder.useFirstOrder(items).filter { IdeaKitchenUse.freshness(of: $0, today: today) != .expired }
        let foods = fresh.map { Self.entry(for: $0, today: today) }
        // Room left for the kitchen line once the rest is in; avoided names go first.
        func room(avoiding avoid: [String]) -> Int {
            let avoidLine = avoid.isEmpty ? 0 : "Not again: \(avoid.joined(separator: "; ")).".count + 1
            return maximumCharacters - instructions.count - fixed.joined(separator: "\n").count - avoidLine - "Kitchen: .\n".count - 1
        }
        var avoid = Array(wishes.avoid.prefix(IdeaWishes.maximumAvoided))
        while !avoid.isEmpty, room(avoiding: avoid) < min(foods.joined(separator: ", ").count, maximumCharacters / 2) {
            avoid.removeLast()
        }
        let kitchen = Self.kitchenLine(foods, within: room(avoiding: avoid))
        // The diets first: a cut below never reaches them.
        var lines = fixed + [kitchen]
        if !avoid.isEmpty { lines.append("Not again: \(avoid.joined(separator: "; ")).") }
        var prompt = lines.joined(separator: "\n")
        // A budget smaller than the fixed lines: cut the end rather than overflow.
        let limit = max(0, maximumCharacters - instructions.count - 1)
        if prompt.count > limit { prompt = String(prompt.prefix(limit)) }
        return CompactPrompt(instructions: instructions, prompt: prompt)
    }

    /// "Kitchen: eggs (6, use first), bread, cheese and 12 more." within `room` characters.
    static func kitchenLine(_ foods: [String], within room: Int) -> String {
        var taken: [String] = []
        var length = 0
        for (index, food) in foods.enumerated() {
            let rest = foods.count - index - 1
            let tail = rest > 0 ? " and \(rest) more".count : 0
            let added = (taken.isEmpty ? 0 : 2) + food.count
            guard length + added + tail <= room else { break }
            taken.append(food)
            length += added
        }
        let left = foods.count - taken.count
        let more = left > 0 ? " and \(left) more" : ""
        return "Kitchen: \(taken.joined(separator: ", "))\(more)."
    }

    private static func entry(for item: InventoryItem, today: CalendarDay?) -> String {
        var notes: [String] = []
        if !item.quantity.isEmpty { notes.append(item.quantity) }
        if let bestBefore = item.bestBefore, let today, today.days(until: bestBefore) <= PromptBuilder.useSoonWindowDays { notes.append("use first") }
        return notes.isEmpty ? item.name : "\(item.name) (\(notes.joined(separator: ", ")))"
    }

    private static func wishLines(_ wishes: IdeaWishes) -> [String] {
        var lines: [String] = []
        if let persona = wishes.persona, persona != .house { lines.append("Voice: \(persona.name), \(persona.promptStyle).") }
        let minutes = wishes.maxMinutes ?? (wishes.mealType == .lunchBox ? 20 : nil)
        if let minutes { lines.append("Under \(minutes) minutes each.") }
        if wishes.cuisine != .any { lines.append("Cuisine: \(wishes.cuisine.title).") }
        if wishes.difficulty != .any { lines.append("Difficulty: \(wishes.difficulty.rawValue).") }
        return lines
    }
}

/// The instructions (the session's, fixed) and the request, for a small model.
public struct CompactPrompt: Equatable, Sendable {
    public let instructions: String
    public let prompt: String

    /// Characters of both together, as the budget counts them.
    public var characterCount: Int { instructions.count + 1 + prompt.count }
}
