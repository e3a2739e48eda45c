import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Issue 40, item 2: a change to the diets, the AI settings or the scan settings read the
/// stored value, changed it and saved it in separate steps, so two changes at once kept
/// only the last. Each is now applied to the stored value in one write (on the server,
/// the iPhone's change goes through the server's /api to the same use case).
@Suite("Repository contract: changes made at once all land")
struct ReadModifyWriteContractTests {
    @Test("Every diet ticked at once stays ticked", arguments: StoreUnderTest.allCases)
    func diets(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for restriction in DietaryRestriction.allCases {
                    group.addTask { _ = try await store.updateDietaryPreferences { $0[restriction] = true } }
                }
                try await group.waitForAll()
            }
            let stored = try await store.dietaryPreferences()
            #expect(DietaryRestriction.allCases.allSatisfy { stored[$0] })
        }
    }

    @Test("A model and a timeout changed at once are both kept, and a refused change keeps nothing", arguments: StoreUnderTest.allCases)
    func aiSettings(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            async let model = store.updateAIConfiguration { $0.model = "  llama3.2  " }
            async let timeout = store.updateAIConfiguration { $0.timeout = 45 }
            _ = try await (model, timeout)
            let stored = try await store.aiConfiguration()
            #expect(stored.model == "llama3.2" && stored.timeout == 45)
            await #expect(throws: SettingsError.invalidMaxTokens) { try await store.updateAIConfiguration { $0.maxTokens = -1 } }
            #expect(try await store.aiConfiguration() == stored)
        }
    }

    /// Issue 40: the diets and the idea preferences were saved in two writes.
    @Test("Diets and idea preferences are saved together, or neither", arguments: StoreUnderTest.allCases)
    func dietsAndIdeasTogether(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            var diets = DietaryPreferences.none
            diets[.vegetarian] = true
            try await store.savePreferences(diets: diets, ideas: IdeaPreferences(persona: "calm-kai", ideaCount: 6))
            #expect(try await store.dietaryPreferences() == diets)
            #expect(try await store.ideaPreferences().ideaCount == 6)
            var vegan = diets
            vegan[.vegan] = true
            await #expect(throws: (any Error).self) { try await store.savePreferences(diets: vegan, ideas: IdeaPreferences(ideaCount: 1000)) }
            #expect(try await store.dietaryPreferences() == diets)
            #expect(try await store.ideaPreferences().ideaCount == 6)
        }
    }

    @Test("A threshold and a recognizer changed at once are both kept", arguments: StoreUnderTest.allCases)
    func scanSettings(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            async let threshold = store.updateScanSettings { $0.threshold = 0.8 }
            async let labels = store.updateScanSettings { $0.disabled.insert(.labelReader) }
            _ = try await (threshold, labels)
            let stored = try await store.scanSettings()
            #expect(stored.threshold == 0.8 && stored.disabled == [.labelReader])
        }
    }

    @Test("A favorite deleted twice at once is answered once, as it was", arguments: StoreUnderTest.allCases)
    func favoriteDeletedTwice(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let saved = try await store.saveFavorite(IdeasContractTests.idea, at: contractNow).idea
            async let first = store.deleteFavorite(id: saved.id)
            async let second = store.deleteFavorite(id: saved.id)
            let answers = try await [first, second]
            #expect(answers.compactMap { $0 } == [saved])
            #expect(try await store.favorites().isEmpty)
        }
    }
}
