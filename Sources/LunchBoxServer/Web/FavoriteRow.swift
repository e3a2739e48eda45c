import Foundation
import LunchBoxCore

/// A favorite as the list shows it: only what the row needs, since the list can hold
/// years of favorites.
struct FavoriteRow: Sendable {
    let id: String
    let name: String
    let emoji: String
    /// "Saved Nov 22, 2026, 07:12 · Built-in offline chef", in the reader's language.
    let detail: String

    init(_ favorite: FavoriteSummary, words: Wording, timeZone: TimeZone) {
        id = favorite.id.uuidString
        name = favorite.name
        emoji = IdeaEmoji.emoji(for: favorite.name)
        detail = words.savedLine(at: favorite.savedAt, in: timeZone, origin: favorite.origin)
    }
}
