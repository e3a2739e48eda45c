import Foundation
import LunchBoxCore
import Testing

@Suite("Repository contract: preferences, recent ideas, favorites")
struct IdeasContractTests {
    static let idea = LunchBoxIdea(
        name: "Rice bowl", ingredients: ["rice", "egg"], preparationSteps: ["Cook the rice.", "Fry the egg."], origin: IdeaOrigin(engine: .offlineChef))

    @Test("Preferences: the defaults until saved, then what was saved", arguments: StoreUnderTest.allCases)
    func preferences(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.dietaryPreferences() == .none)
            #expect(try await store.ideaPreferences() == .standard)
            var diets = DietaryPreferences.none
            diets.vegetarian = true
            try await store.saveDietaryPreferences(diets)
            #expect(try await store.dietaryPreferences() == diets)
            var ideas = IdeaPreferences.standard
            ideas.ideaCount = 3
            try await store.saveIdeaPreferences(ideas)
            #expect(try await store.ideaPreferences().ideaCount == 3)
        }
    }

    @Test("Recent ideas and favorites: save, list, read one, delete", arguments: StoreUnderTest.allCases)
    func favorites(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.recentIdeas() == nil)
            let batch = IdeaBatch(ideas: [Self.idea], origin: IdeaOrigin(engine: .offlineChef))
            try await store.saveRecentIdeas(batch)
            #expect(try await store.recentIdeas() == batch)
            #expect(try await store.favorites().isEmpty)
            let save = try await store.saveFavorite(Self.idea, at: contractNow)
            let saved = save.idea
            #expect(saved.savedAt == contractNow && saved.id == Self.idea.id && save.isNew)
            // Saving again is no new favorite (issue 40: decided in the save's own write).
            #expect(try await !store.saveFavorite(Self.idea, at: contractNow).isNew)
            #expect(try await store.favorite(id: Self.idea.id) == saved)
            #expect(try await store.favorite(id: UUID()) == nil)
            #expect(try await store.favorites() == [saved])
            #expect(try await store.favoriteSummaries().map(\.id) == [saved.id])
            #expect(try await store.deleteFavorite(id: saved.id) == saved)
            #expect(try await store.deleteFavorite(id: saved.id) == nil)
            #expect(try await store.favorites().isEmpty)
        }
    }

    /// Issue 40: two people asking at once got the same batch number (the same offline
    /// ideas), and whichever finished last replaced the other, older or not.
    @Test("Batch numbers are counted in one write, and an older batch never replaces a newer one", arguments: StoreUnderTest.allCases)
    func batchNumbers(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let numbers = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<6 { group.addTask { try await store.reserveIdeaBatchNumber() } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(numbers.sorted() == Array(1...6))
            var newer = IdeaBatch(ideas: [Self.idea], origin: .offlineChef)
            newer.number = 6
            var older = IdeaBatch(ideas: [LunchBoxIdea(name: "Older", ingredients: ["eggs"], preparationSteps: ["Boil."])], origin: .offlineChef)
            older.number = 5
            try await store.saveRecentIdeas(newer)
            try await store.saveRecentIdeas(older)
            #expect(try await store.recentIdeas() == newer)
            #expect(try await store.reserveIdeaBatchNumber() == 7)
        }
    }

    /// Issue 40: `isNew` was read before the write, so two saves at once earned play credit twice.
    @Test("Two saves of one idea at once: exactly one is new", arguments: StoreUnderTest.allCases)
    func concurrentSaves(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let news = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<4 { group.addTask { try await store.saveFavorite(Self.idea, at: contractNow).isNew } }
                return try await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
            }
            #expect(news == 1)
            #expect(try await store.favorites().count == 1)
        }
    }
}
