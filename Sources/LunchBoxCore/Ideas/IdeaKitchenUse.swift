import Foundation

/// Which kitchen items an idea uses, and how fresh each is, so every face can show them
/// and warn before anyone eats food past its best-before date.
///
/// An item is used when an ingredient line names its food (`FoodLexicon.foodKeys(
/// mentionedIn:)`): "hummus (2 tbsp)" and "wrap with hummus" both use the kitchen's
/// "Hummus". An item the lexicon does not know is used when its words appear in a line.
public struct IdeaKitchenUse: Codable, Equatable, Hashable, Sendable {
    /// How fresh a used item is on the day the idea was made.
    public enum Freshness: String, Codable, Sendable {
        case fresh
        /// Best before within `PromptBuilder.useSoonWindowDays`: good to use first.
        case useSoon
        /// Past its best-before date: the idea carries a warning.
        case expired
    }

    /// One kitchen item an idea uses.
    public struct Item: Codable, Equatable, Hashable, Sendable {
        public let name: String
        public let bestBefore: CalendarDay?
        public let freshness: Freshness
        /// What the person marked the date as; nil when they did not say.
        public let dateKind: DateKind?

        public init(name: String, bestBefore: CalendarDay?, freshness: Freshness, dateKind: DateKind? = nil) {
            self.name = name
            self.bestBefore = bestBefore
            self.freshness = freshness
            self.dateKind = dateKind
        }

        /// "hummus (past best before)", "chicken (past use by)", "spinach (use soon)" or "rice".
        public func label(_ words: Wording) -> String {
            switch freshness {
            case .fresh: name
            case .useSoon: words("ideas.notes.useSoon", name)
            case .expired: words(dateKind == .useBy ? "ideas.notes.pastUseBy" : "ideas.notes.pastBestBefore", name)
            }
        }
    }

    /// "Uses from your kitchen: hummus (past best before), rice"; nil when it uses none.
    public func summary(_ words: Wording) -> String? {
        items.isEmpty ? nil : words("ideas.notes.uses", items.map { $0.label(words) }.joined(separator: ", "))
    }

    /// In kitchen order.
    public let items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    public static let none = IdeaKitchenUse(items: [])

    /// Reads which of `inventory` the idea uses; `today` decides freshness (without it
    /// nothing is use-soon or expired).
    public init(idea: LunchBoxIdea, inventory: [InventoryItem], today: CalendarDay?, lexicon: FoodLexicon) {
        let lines = idea.ingredients
        let mentioned = lines.reduce(into: Set<String>()) { $0.formUnion(lexicon.foodKeys(mentionedIn: $1)) }
        let lineWords = lines.map { FoodText.words(FoodLexicon.withoutBrackets($0)).map(FoodText.stem) }
        items = inventory.compactMap { item in
            let key = lexicon.foodKey(ofLine: item.name)
            guard !key.isEmpty else { return nil }
            let used: Bool
            if mentioned.contains(key) {
                used = true
            } else if key.hasPrefix(FoodLexicon.unknownKeyPrefix) {
                let words = FoodText.words(item.name).filter { !FoodText.isQuantity($0) }.map(FoodText.stem)
                used = !words.isEmpty && lineWords.contains { Self.contains($0, run: words) }
            } else {
                used = false
            }
            guard used else { return nil }
            return Item(name: item.name, bestBefore: item.bestBefore, freshness: Self.freshness(of: item, today: today), dateKind: item.dateKind)
        }
    }

    /// The used items past their best-before date.
    public var expired: [Item] { items.filter { $0.freshness == .expired } }

    public var usesExpiredFood: Bool { !expired.isEmpty }

    /// One warning per expired item, saying what to do: "Hummus is past its best-before
    /// date (Nov 23, 2026): check it is still good before using it, or leave it out." Past
    /// a date marked use by: "… past its use-by date (…): leave it out, it may not be safe."
    public func warnings(_ words: Wording) -> [String] {
        expired.compactMap { item in
            guard let day = item.bestBefore else { return nil }
            return words(item.dateKind == .useBy ? "ideas.notes.warnUseBy" : "ideas.notes.warnBestBefore", item.name, words.day(day))
        }
    }

    /// The rule every face and engine shares: past best before is expired, within the
    /// use-first window is use-soon.
    public static func freshness(of item: InventoryItem, today: CalendarDay?) -> Freshness {
        guard let today, let bestBefore = item.bestBefore else { return .fresh }
        let days = today.days(until: bestBefore)
        if days < 0 { return .expired }
        return days <= PromptBuilder.useSoonWindowDays ? .useSoon : .fresh
    }

    private static func contains(_ words: [String], run: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<$0 + run.count]) == run }
    }
}
