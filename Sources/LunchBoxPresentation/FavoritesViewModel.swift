import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// Saved ideas, newest first: save (with a brief acknowledgment), open, delete.
@MainActor
public final class FavoritesViewModel: ObservableObject {
    @Published public private(set) var favorites: [LunchBoxIdea] = []
    /// The idea just saved, for the brief "Saved" acknowledgment; the view clears it.
    @Published public private(set) var justSavedID: UUID?
    @Published public var errorMessage: String?

    private let useCase: any FavoriteIdeas
    let words: Wording

    public init(favorites: any FavoriteIdeas, words: Wording) {
        self.useCase = favorites
        self.words = words
    }

    public func load() async {
        await run { self.favorites = try await self.useCase.list() }
    }

    /// Saves an idea of the recent batch (or re-saves a favorite) by id. Only ideas the
    /// person was shown can be saved: the use case looks the idea up itself.
    @discardableResult
    public func save(id: UUID) async -> Bool {
        await run {
            let stored = try await self.useCase.save(ideaID: id)
            self.favorites.removeAll { $0.id == stored.id }
            self.favorites.insert(stored, at: 0)
            self.justSavedID = stored.id
        }
    }

    public func acknowledgeSave() {
        justSavedID = nil
    }

    public func isSaved(id: UUID) -> Bool {
        favorites.contains { $0.id == id }
    }

    @discardableResult
    public func delete(id: UUID) async -> Bool {
        await run {
            try await self.useCase.delete(id: id)
            self.favorites.removeAll { $0.id == id }
        }
    }

    @discardableResult
    private func run(_ action: () async throws -> Void) async -> Bool {
        await ScreenAction.run(words: words, action) { errorMessage = $0 }
    }
}
