import LunchBoxCore

/// An idea's card: on the ideas page, on the photo's page, and in the ideas stream,
/// where the page's script only places it. One rendering for all three.
struct IdeaCard: Sendable {
    let id: String
    let name: String
    let emoji: String
    let summary: String
    /// "za'atar, sumac": ingredients the dietary guard could not check.
    let unverified: String?
    /// Why it was held back, for a card that breaks a chosen diet; nil for one shown.
    let heldBackReasons: [String]?
    /// "Uses from your kitchen: …"; nil when it uses nothing from it.
    let uses: String?
    /// One per kitchen item past its best-before date.
    let warnings: [String]
    /// Who in the household it suits.
    let household: HTML

    init(
        _ idea: LunchBoxIdea, words: Wording, unverified: [String] = [], heldBackReasons: [String]? = nil, kitchen: IdeaKitchenUse = .none,
        household: HouseholdVerdict = .empty
    ) {
        self.household = VerdictChips(household).html(words)
        id = idea.id.uuidString
        name = idea.name
        emoji = IdeaEmoji.emoji(for: idea.name)
        summary = IdeaView.ingredientSummary(idea.ingredients)
        self.unverified = IdeaNotes(unverified: unverified).unchecked(words)
        self.heldBackReasons = heldBackReasons
        uses = kitchen.summary(words)
        warnings = kitchen.warnings(words)
    }

    var html: HTML {
        if let heldBackReasons {
            return """
                <a class="card idea-card held" href="/ideas/\(id)">
                  <span class="big" aria-hidden="true">\(emoji)</span>
                  <h2>\(name)</h2>
                  \(heldBackReasons.map { #"<span class="pill bad small">\#($0)</span>"# })
                  \(household)
                </a>
                """
        }
        return """
            <a class="card idea-card" href="/ideas/\(id)">
              <span class="big" aria-hidden="true">\(emoji)</span>
              <h2>\(name)</h2>
              <span class="muted small">\(summary)</span>
              \(html: uses.map { #"<span class="muted small kitchen-uses">\#($0)</span>"# })
              \(warnings.map { #"<span class="pill bad small expired-warning"><span aria-hidden="true">⚠️</span> \#($0)</span>"# })
              \(html: unverified.map { #"<span class="pill soon small">\#($0)</span>"# })
              \(household)
            </a>
            """
    }
}
