import LunchBoxCore

/// An idea card on the ideas page; as JSON, the same card for the page's script when
/// ideas stream in.
struct IdeaCard: Sendable, Encodable {
    let id: String
    let name: String
    let emoji: String
    let summary: String
    let unverified: String?
    let heldBackReasons: [String]?
    /// "Uses from your kitchen: …"; nil when it uses nothing from it.
    let uses: String?
    /// One per kitchen item past its best-before date.
    let warnings: [String]?

    init(_ idea: LunchBoxIdea, unverified: [String] = [], heldBackReasons: [String]? = nil, kitchen: IdeaKitchenUse = .none) {
        let view = IdeaView(idea)
        id = view.id
        name = view.name
        emoji = view.emoji
        summary = view.ingredientSummary
        self.unverified = IdeaNotes(unverified: unverified).unchecked
        self.heldBackReasons = heldBackReasons
        uses = kitchen.summary
        warnings = kitchen.warnings.isEmpty ? nil : kitchen.warnings
    }

    private enum Keys: String, CodingKey {
        case id, name, emoji, summary, unverified, href, uses, warnings
        case reasons
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(emoji, forKey: .emoji)
        try container.encode(summary, forKey: .summary)
        try container.encodeIfPresent(unverified, forKey: .unverified)
        try container.encodeIfPresent(heldBackReasons, forKey: .reasons)
        try container.encodeIfPresent(uses, forKey: .uses)
        try container.encodeIfPresent(warnings, forKey: .warnings)
        try container.encode("/ideas/\(id)", forKey: .href)
    }
}
