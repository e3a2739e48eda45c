import LunchBoxCore

/// An idea card on the ideas page.
struct IdeaCard: Sendable {
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
}
