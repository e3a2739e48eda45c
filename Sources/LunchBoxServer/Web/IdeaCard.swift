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

    init(_ idea: LunchBoxIdea, unverified: [String] = [], heldBackReasons: [String]? = nil) {
        let view = IdeaView(idea)
        id = view.id
        name = view.name
        emoji = view.emoji
        summary = view.ingredientSummary
        self.unverified = unverified.isEmpty ? nil : unverified.joined(separator: ", ")
        self.heldBackReasons = heldBackReasons
    }

    private enum Keys: String, CodingKey {
        case id, name, emoji, summary, unverified, href
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
        try container.encode("/ideas/\(id)", forKey: .href)
    }
}
