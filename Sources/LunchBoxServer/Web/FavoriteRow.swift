import Foundation
import LunchBoxCore

/// A favorite as the list shows it: only what the row needs, since the list can hold
/// years of favorites.
struct FavoriteRow: Sendable {
    let id: String
    let name: String
    let emoji: String
    /// "Saved Nov 22, 2026, 07:12 · Built-in offline chef"
    let detail: String

    init(_ favorite: FavoriteSummary, wording: TimeWording, words: Wording) {
        id = favorite.id.uuidString
        name = favorite.name
        emoji = IdeaEmoji.emoji(for: favorite.name)
        detail = wording.savedLine(at: favorite.savedAt, origin: favorite.origin, words: words)
    }
}
