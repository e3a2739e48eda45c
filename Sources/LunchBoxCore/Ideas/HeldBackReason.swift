/// Why one ingredient held an idea back, kept as what the guard found rather than as a
/// sentence, so each reader gets it in their own language (`aichef` table): the food as
/// the reply wrote it ("hähnchenbrust" in a German reply), what it contains that is ruled
/// out, and the diets and avoided foods it breaks.
public struct HeldBackReason: Codable, Hashable, Sendable {
    /// The food as the reply named it (the lexicon's spelling of the words it matched).
    public let food: String
    /// What it contains that the diets rule out, in a fixed order.
    public let contents: [FoodContent]
    /// The chosen diets it breaks, in a fixed order.
    public let restrictions: [DietaryRestriction]
    /// The avoided foods (a member's allergies) it has, in a fixed order.
    public let avoided: [FoodContent]

    public init(food: String, contents: [FoodContent], restrictions: [DietaryRestriction], avoided: [FoodContent] = []) {
        self.food = food
        self.contents = contents.sorted()
        self.restrictions = restrictions.sorted()
        self.avoided = avoided.sorted()
    }

    /// "hähnchenbrust: enthält Geflügel; deine Wahl: vegetarisch", as a note under the idea.
    public func reason(_ words: Wording) -> String {
        words("aichef.reason", food, contained(words), chosen(words))
    }

    /// "hähnchenbrust enthält Geflügel (deine Wahl: vegetarisch)", for one-line summaries.
    public func summary(_ words: Wording) -> String {
        words("aichef.summary", food, contained(words), chosen(words))
    }

    private func contained(_ words: Wording) -> String {
        words.and(contents.map { $0.label(words) })
    }

    /// "you chose nut-free", "you avoid sesame", or both.
    private func chosen(_ words: Wording) -> String {
        var parts: [String] = []
        if !restrictions.isEmpty || avoided.isEmpty { parts.append(words("aichef.chose", words.and(restrictions.map { $0.name(words) }))) }
        if !avoided.isEmpty { parts.append(words("aichef.avoid", words.and(avoided.map { $0.label(words) }))) }
        return parts.joined(separator: "; ")
    }
}

extension [HeldBackReason] {
    /// How many reasons a summary lists before "and more".
    static let summaryLimit = 3

    /// "2 ideas held back: peanut butter contains peanuts (you chose nut-free)" for
    /// `count` ideas held back for these reasons, in the reader's language; nil for none.
    public func summary(ofHeldBack count: Int, _ words: Wording) -> String? {
        guard count > 0 else { return nil }
        var seen = Set<String>()
        let reasons = map { $0.summary(words) }.filter { seen.insert($0).inserted }
        var listed = reasons.prefix(Self.summaryLimit).joined(separator: "; ")
        if reasons.count > Self.summaryLimit {
            listed += "; " + words("aichef.more", reasons.count - Self.summaryLimit)
        }
        return words.counting("aichef.heldBack", count, listed)
    }
}
