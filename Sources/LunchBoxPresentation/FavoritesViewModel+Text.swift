import Foundation
import LunchBoxCore

extension FavoritesViewModel {
    public var emptyMessage: String? { favorites.isEmpty ? words("screens2.favorites.empty") : nil }

    /// "Save" or "Saved", for the detail screen's button.
    public func saveButtonTitle(for id: UUID) -> String { words(isSaved(id: id) ? "ideas.idea.saved" : "ideas.idea.save") }
    public func saveSymbol(for id: UUID) -> String { isSaved(id: id) ? "checkmark.circle.fill" : "heart" }
    /// Saving twice changes nothing, so the button rests once saved.
    public func canSave(id: UUID) -> Bool { !isSaved(id: id) }
    /// True while the "Saved" checkmark animation should play.
    public func isAcknowledging(id: UUID) -> Bool { justSavedID == id }

    /// The line under a favorite's name: where it came from.
    public func subtitle(for idea: LunchBoxIdea) -> String { idea.origin?.label(words) ?? "" }

    /// A favorite's detail screen.
    public func detail(for idea: LunchBoxIdea) -> IdeaDetail { IdeaDetail(idea: idea, words: words) }
}
