import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Chef personas")
struct ChefPersonaTests {
    static let kitchen = PersonaKitchen.names.map { InventoryItem(name: $0) }

    @Test func eightOwnCharactersFiveFromTheStart() {
        let catalog = ChefPersona.catalog
        #expect(catalog.count == 8)
        #expect(Set(catalog.map(\.id)).count == 8)
        #expect(Set(catalog.map(\.name)).count == 8)
        #expect(ChefPersona.available(atLevel: 1).count == 5)
        #expect(ChefPersona.available(atLevel: 5).count == 8)
        #expect(catalog.allSatisfy { !$0.emoji.isEmpty && !$0.voice.isEmpty && !$0.promptStyle.isEmpty && $0.nameFormat.contains("{idea}") })
        #expect(ChefPersona.find(ChefPersona.house.id) == .house)
        #expect(ChefPersona.find("nobody") == nil)
    }

    // Feature: snapchef, Property 1: For any play level, the available personas are exactly those unlocking at or below it, in catalog order, and a higher level never loses one.
    @Test func availabilityFollowsTheLevel() async {
        await propertyCheck(count: 100, input: Gen.int(in: -3...12)) { level in
            let available = ChefPersona.available(atLevel: level)
            #expect(available == ChefPersona.catalog.filter { $0.unlockLevel <= level })
            #expect(Set(available).isSubset(of: Set(ChefPersona.available(atLevel: level + 1))))
            #expect(available.contains(.house) == (level >= 1))
        }
    }

    // Feature: snapchef, Property 2: For any kitchen, seed and persona, the offline chef picks the same food as the house chef; only the names (the persona's wording) and the persona's closing tip differ.
    @Test func aPersonaRewordsTheSameOfflineIdeas() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let personas = Gen.element(of: ChefPersona.catalog).compactMap { $0 }
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(3...20), KitchenGenerators.seed, personas) { items, seed, persona in
            let house = try? chef.ideas(for: items, preferences: .none, seed: seed)
            let voiced = try? chef.ideas(for: items, preferences: .none, seed: seed, wishes: IdeaWishes(persona: persona))
            #expect(voiced?.map(\.name) == house?.map { persona.ideaName($0.name) })
            #expect(voiced?.map(\.ingredients) == house?.map(\.ingredients))
            #expect(voiced?.map(\.preparationSteps) == house?.map { $0.preparationSteps + [persona.tipStep].compactMap { $0 } })
        }
    }

    @Test func theSameKitchenIsWordedDifferentlyPerPersona() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        var wordings = Set<[String]>()
        for persona in ChefPersona.catalog {
            let ideas = try chef.ideas(for: Self.kitchen, preferences: .none, seed: 7, wishes: IdeaWishes(persona: persona))
            wordings.insert(ideas.map(\.name) + ideas.map { $0.preparationSteps.last ?? "" })
            if persona != .house { #expect(ideas.allSatisfy { $0.preparationSteps.last == persona.tipStep }) }
        }
        #expect(wordings.count == ChefPersona.catalog.count)
    }

    @Test func thePromptCarriesThePersonasStyleAndTheHouseChefAddsNothing() {
        let plain = PromptBuilder().prompt(for: Self.kitchen, preferences: .none).system
        #expect(PromptBuilder().prompt(for: Self.kitchen, preferences: .none, wishes: IdeaWishes(persona: .house)).system == plain)
        for persona in ChefPersona.catalog where persona != .house {
            let system = PromptBuilder().prompt(for: Self.kitchen, preferences: .none, wishes: IdeaWishes(persona: persona)).system
            #expect(system.contains("Write as \(persona.name)"))
            #expect(system.contains(persona.promptStyle))
            #expect(system.contains(#"{"ideas":[{"name""#))
        }
    }
}
