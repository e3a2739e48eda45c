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

    // Feature: snapchef, Property 2 (issue 24): For any kitchen, seed and persona, the persona writes the whole idea in its voice: no idea of another persona reads like the house chef's (its names and its first or last step differ), and no canned sentence stands as a step of its own.
    @Test func aPersonaWritesTheWholeOfflineIdea() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let personas = Gen.element(of: ChefPersona.catalog.filter { $0 != .house }).compactMap { $0 }
        let voiced = Tally()
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(3...20), KitchenGenerators.seed, personas) { items, seed, persona in
            let house = chef.batch(for: items, preferences: .none, seed: seed).ideas
            let ideas = chef.batch(for: items, preferences: .none, seed: seed, wishes: IdeaWishes(persona: persona)).ideas
            guard !ideas.isEmpty else { return }
            voiced.add()
            let houseSteps = Set(house.flatMap(\.preparationSteps))
            for idea in ideas {
                #expect(!house.map(\.name).contains(idea.name), "\(persona.id): \(idea.name)")
                #expect(!houseSteps.contains(idea.preparationSteps.first ?? "") || !houseSteps.contains(idea.preparationSteps.last ?? ""), "\(persona.id) writes like the house chef")
                #expect(!idea.preparationSteps.contains { $0.contains("\(persona.name) says") || $0 == persona.tip })
            }
        }
        #expect(voiced.count >= 50)
    }

    @Test func theSameKitchenIsWordedDifferentlyPerPersona() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        var wordings = Set<[String]>()
        for persona in ChefPersona.catalog {
            let ideas = try chef.ideas(for: Self.kitchen, preferences: .none, seed: 7, wishes: IdeaWishes(persona: persona))
            wordings.insert(ideas.map(\.name) + ideas.map { $0.preparationSteps.last ?? "" })
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
