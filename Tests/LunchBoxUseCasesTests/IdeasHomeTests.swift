import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxUseCases

/// Issue 40: the ideas screen is one value one use case builds.
@Suite struct IdeasHomeTests {
    @Test func anEmptyKitchenHasNothingToAskWithAndNoBatch() async throws {
        let home = try await TestUseCases.make().useCases.ideasHome.read()
        #expect(!home.hasItems && home.batch == nil && !home.usesAI)
        #expect(home.waitingFor == .offlineChef)
        #expect(home.diets == .none && home.members.isEmpty)
    }

    @Test func theScreenHasTheLastBatchTheDietsAndWhoEachIdeaSuits() async throws {
        let (useCases, _) = try TestUseCases.make()
        for name in ["eggs", "bread", "cheddar", "cucumber", "apples"] {
            _ = try await useCases.inventory.add(name: name, quantity: "", bestBefore: nil, dateKind: nil)
        }
        let mia = try await useCases.household.add(name: "Mia", diets: [.vegetarian])
        let batch = try await useCases.ideas.ask()
        let home = try await useCases.ideasHome.read()
        #expect(home.hasItems)
        #expect(home.batch?.ideas.map(\.id) == batch.ideas.map(\.id))
        #expect(home.diets == DietaryPreferences(vegetarian: true))
        #expect(home.members == [mia])
        let idea = try #require(batch.ideas.first)
        #expect(home.verdict(idea.ingredients) == (try await useCases.household.verdict(forIngredients: idea.ingredients)))
        #expect(try await useCases.ideasHome.read(withBatch: false).batch == nil)
    }
}
