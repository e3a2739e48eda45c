import Foundation
import LunchBoxCore

extension ServerDependencies {
    /// Fresh ideas from the inventory and preferences, kept as the recent batch so they
    /// can be opened, saved and planned.
    func freshIdeas(engine: IdeaEngineChoice) async throws -> IdeaBatch {
        let batch = try await ideaService.ideas(
            for: try await database.inventory().items,
            preferences: try await database.dietaryPreferences(),
            engine: engine
        )
        try await database.saveRecentIdeas(batch)
        return batch
    }

    /// An idea the person can see: one of the recent batch, else a favorite.
    func knownIdea(id: UUID) async throws -> LunchBoxIdea? {
        if let recent = try await database.recentIdeas()?.idea(id: id) { return recent }
        return try await database.favorite(id: id)
    }
}
