import Foundation
import LunchBoxCore
import OpenCombineShim

/// Saved ideas, newest first: save (with a brief acknowledgment), open, delete.
@MainActor
public final class FavoritesViewModel: ObservableObject {
    @Published public private(set) var favorites: [LunchBoxIdea] = []
    /// The idea just saved, for the brief "Saved" acknowledgment; the view clears it.
    @Published public private(set) var justSavedID: UUID?
    @Published public var errorMessage: String?

    private let repository: any FavoritesRepository
    private let clock: any AppClock

    public init(repository: any FavoritesRepository, clock: any AppClock) {
        self.repository = repository
        self.clock = clock
    }

    public func load() async {
        do {
            favorites = try await repository.favorites()
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }

    @discardableResult
    public func save(_ idea: LunchBoxIdea) async -> Bool {
        do {
            let stored = try await repository.saveFavorite(idea, at: clock.now())
            favorites.removeAll { $0.id == stored.id }
            favorites.insert(stored, at: 0)
            justSavedID = stored.id
            errorMessage = nil
            return true
        } catch {
            errorMessage = UserFacingError(error).message
            return false
        }
    }

    public func acknowledgeSave() {
        justSavedID = nil
    }

    public func isSaved(id: UUID) -> Bool {
        favorites.contains { $0.id == id }
    }

    public func delete(id: UUID) async {
        do {
            try await repository.deleteFavorite(id: id)
            favorites.removeAll { $0.id == id }
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }
}
