/// Turns the inventory and dietary preferences into a chat prompt.
///
/// Deterministic: the same input gives the same text, so prompts can be tested without a
/// network. It names every item with its quantity, puts soon-expiring food first, and
/// states every active diet; with no diet set it says nothing about diets at all.
public struct PromptBuilder: Sendable {
    /// Items whose best-before day is this close (or past) are marked "use first".
    public static let useSoonWindowDays = 2

    public let minimumIdeas: Int
    public let maximumIdeas: Int

    public init(minimumIdeas: Int = 3, maximumIdeas: Int = 5) {
        self.minimumIdeas = minimumIdeas
        self.maximumIdeas = max(minimumIdeas, maximumIdeas)
    }

    public func prompt(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay? = nil) -> ChatPrompt {
        ChatPrompt(system: systemMessage, user: userMessage(items: items, preferences: preferences, today: today))
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

    private var systemMessage: String {
        """
        You are LunchBox, a practical helper who plans packed lunches from what is already in the kitchen.
        Reply with one JSON object and nothing else, in exactly this shape:
        {"ideas":[{"name":"short idea name","ingredients":["ingredient with amount"],"steps":["one preparation step"]}]}
        Give between \(minimumIdeas) and \(maximumIdeas) different ideas. Each idea needs a name, its ingredients and its steps in order.
        Use the listed ingredients; you may also assume salt, pepper, cooking oil and water. Do not invent other ingredients.
        Ideas must travel well in a lunch box, keep until lunchtime and take under 20 minutes to prepare.
        """
    }

    private func userMessage(items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?) -> String {
        var lines = ["Ingredients available:"]
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
        lines.append("Suggest \(minimumIdeas) to \(maximumIdeas) lunch box ideas.")
        return lines.joined(separator: "\n")
    }

    private func useSoonNote(for item: InventoryItem, today: CalendarDay?) -> String? {
        guard let bestBefore = item.bestBefore, let today else { return nil }
        let daysLeft = today.days(until: bestBefore)
        guard daysLeft <= Self.useSoonWindowDays else { return nil }
        return "use first, best before \(bestBefore.isoString)"
    }
}
