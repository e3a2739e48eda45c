/// Turns the inventory, dietary preferences and the person's wishes into a chat prompt.
///
/// Deterministic: the same input gives the same text, so prompts can be tested without a
/// network. It names every item with its quantity, puts soon-expiring food first, and
/// states every active diet; with no diet set it says nothing about diets at all.
public struct PromptBuilder: Sendable {
    /// Items whose best-before day is this close (or past) are marked "use first".
    public static let useSoonWindowDays = 2
    /// The shape of one idea, in words, for every prompt that asks for ideas.
    static let ideaShape = #"{"name":"short idea name","ingredients":["ingredient with amount"],"steps":["one preparation step"]}"#

    public let minimumIdeas: Int
    public let maximumIdeas: Int

    public init(minimumIdeas: Int = 3, maximumIdeas: Int = 5) {
        self.minimumIdeas = minimumIdeas
        self.maximumIdeas = max(minimumIdeas, maximumIdeas)
    }

    public func prompt(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay? = nil, wishes: IdeaWishes = .none) -> ChatPrompt {
        ChatPrompt(
            system: systemMessage(shape: #"{"ideas":[\#(Self.ideaShape)]}"#, wishes: wishes),
            user: userMessage(items: items, preferences: preferences, today: today, wishes: wishes),
            reply: ReplySchema.ideas(minimumIdeas: minimumIdeas, maximumIdeas: maximumIdeas))
    }

    /// Soon-expiring items first (earliest best-before first), then the rest in their order.
    public static func useFirstOrder(_ items: [InventoryItem]) -> [InventoryItem] {
        items.enumerated().sorted { lhs, rhs in
            switch (lhs.element.bestBefore, rhs.element.bestBefore) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// The instructions: who writes, the reply's `shape`, the counts and the meal.
    func systemMessage(shape: String, wishes: IdeaWishes, extra: [String] = []) -> String {
        var lines = [
            "You are LunchBox, a practical helper who plans \(wishes.mealType == .lunchBox ? "packed lunches" : "meals") from what is already in the kitchen."
        ]
        if let persona = wishes.persona, persona != .house {
            lines.append("Write as \(persona.name) \(persona.emoji): \(persona.promptStyle). Use this voice for the idea names and steps; keep the steps clear and safe.")
        }
        lines += [
            "Reply with one JSON object and nothing else, in exactly this shape:",
            shape,
        ]
        lines += extra
        lines += [
            "Give between \(minimumIdeas) and \(maximumIdeas) different ideas. Each idea needs a name, its ingredients and its steps in order.",
            "Use the listed ingredients; you may also assume salt, pepper, cooking oil and water. Do not invent other ingredients.",
            mealLine(wishes),
        ]
        lines += wishes.language.ideaLanguageLines
        return lines.joined(separator: "\n")
    }

    private func mealLine(_ wishes: IdeaWishes) -> String {
        let minutes = wishes.maxMinutes ?? (wishes.mealType == .lunchBox ? 20 : nil)
        let time = minutes.map { "take under \($0) minutes to prepare" }
        switch wishes.mealType {
        case .lunchBox: return "Ideas must travel well in a lunch box, keep until lunchtime" + (time.map { " and \($0)." } ?? ".")
        case .breakfast: return "Ideas are breakfasts" + (time.map { " that \($0)." } ?? ".")
        case .dinner: return "Ideas are dinners served at home" + (time.map { " that \($0)." } ?? ".")
        case .snack: return "Ideas are small snacks" + (time.map { " that \($0)." } ?? ".")
        }
    }

    /// The request: the kitchen, the diets, the wishes. `items` may be empty when a
    /// photo shows the food instead.
    func userMessage(items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, wishes: IdeaWishes, heading: String = "Ingredients available:") -> String {
        var lines = items.isEmpty ? [] : [heading]
        // Food past its date is not offered: ideas should not lean on it. Naming it lets
        // the model avoid it; an idea that still uses it is flagged (`IdeaKitchenUse`).
        let expired = items.filter { IdeaKitchenUse.freshness(of: $0, today: today) == .expired }
        for item in Self.useFirstOrder(items) where !expired.contains(item) {
            var line = "- \(item.name)"
            if !item.quantity.isEmpty { line += " (\(item.quantity))" }
            if let note = useSoonNote(for: item, today: today) { line += " - \(note)" }
            lines.append(line)
        }
        if items.contains(where: { !expired.contains($0) && useSoonNote(for: $0, today: today) != nil }) {
            lines.append("Use the items marked \"use first\" before the others where you can.")
        }
        if !expired.isEmpty {
            lines.append("Past their best-before date, so do not use: \(expired.map(\.name).joined(separator: ", ")).")
        }
        let restrictions = preferences.active
        if !restrictions.isEmpty {
            let labels = restrictions.map(\.label).joined(separator: ", ")
            lines.append("Dietary requirements: \(labels). Every idea must satisfy all of them.")
        }
        if !preferences.avoids.isEmpty {
            let avoided = preferences.avoids.sorted().map(\.label).joined(separator: ", ")
            lines.append("Allergies and foods to avoid: \(avoided). No idea may contain any of them.")
        }
        lines += wishLines(wishes)
        lines.append("Suggest \(minimumIdeas) to \(maximumIdeas) \(wishes.mealType.ideasNoun).")
        return lines.joined(separator: "\n")
    }

    private func wishLines(_ wishes: IdeaWishes) -> [String] {
        var lines: [String] = []
        if wishes.cuisine != .any { lines.append("Cuisine: \(wishes.cuisine.title) where the ingredients allow.") }
        if wishes.difficulty != .any { lines.append("Difficulty: \(wishes.difficulty.rawValue); keep every idea \(wishes.difficulty.rawValue) to make.") }
        let avoid = wishes.avoid.prefix(IdeaWishes.maximumAvoided)
        if !avoid.isEmpty { lines.append("Recently suggested, so do not suggest again: \(avoid.joined(separator: "; ")).") }
        return lines
    }

    private func useSoonNote(for item: InventoryItem, today: CalendarDay?) -> String? {
        guard let bestBefore = item.bestBefore, let today else { return nil }
        let daysLeft = today.days(until: bestBefore)
        guard daysLeft <= Self.useSoonWindowDays else { return nil }
        return "use first, \((item.dateKind ?? .bestBefore).words) \(bestBefore.isoString)"
    }
}
