import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Offline chef properties")
struct OfflineChefPropertyTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 22)!

    /// For any inventory and preferences, no offline idea has an ingredient the dietary
    /// guard flags, and (with a diet on) none it cannot check.
    @Test func noOfflineIdeaBreaksTheDiet() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let guardian = DietaryGuard(lexicon: lexicon)
        let produced = Tally()
        await propertyCheck(count: 200, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, today: Self.today, seed: seed) else { return }
            produced.add()
            for idea in ideas {
                let verdict = guardian.verdict(for: idea, preferences: preferences)
                #expect(verdict.violations.isEmpty, "\(idea.name): \(verdict.reasons)")
                #expect(verdict.unverified.isEmpty, "\(idea.name): \(verdict.unverified.map(\.ingredient))")
            }
        }
        #expect(produced.count >= 60, "only \(produced.count) of 200 inventories gave ideas")
    }

    /// The same, drawing inventories from the whole lexicon rather than a fixed list.
    @Test func noOfflineIdeaBreaksTheDietForAnyLexiconFoods() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let guardian = DietaryGuard(lexicon: lexicon)
        let item = Gen.element(of: lexicon.foods.flatMap(\.allNames)).compactMap { $0 }.map { InventoryItem(name: $0) }
        let produced = Tally()
        await propertyCheck(count: 200, input: item.array(of: 3...40), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, seed: seed) else { return }
            produced.add()
            for idea in ideas {
                let verdict = guardian.verdict(for: idea, preferences: preferences)
                #expect(verdict.isSafe && verdict.isFullyVerified, "\(idea.name): \(verdict.reasons) \(verdict.unverified.map(\.ingredient))")
            }
        }
        #expect(produced.count >= 40, "only \(produced.count) of 200 inventories gave ideas")
    }

    /// Every ingredient line is an inventory item as written (maybe with an amount in
    /// brackets) or one of the configured staples.
    @Test func everyIdeaUsesOnlyInventoryItemsAndStaples() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let produced = Tally()
        await propertyCheck(count: 200, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.staples, KitchenGenerators.seed) { items, preferences, staples, seed in
            let chef = OfflineChef(lexicon: lexicon, staples: staples)
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, seed: seed) else { return }
            produced.add()
            for line in ideas.flatMap(\.ingredients) {
                #expect(OfflineChefCheck.isInventoryItemOrStaple(line, items: items, staples: staples), "\(line)")
            }
        }
        #expect(produced.count >= 60, "only \(produced.count) of 200 inventories gave ideas")
    }

    /// The same seed gives the same ideas (everything but the ids).
    @Test func theSameSeedGivesTheSameIdeas() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        await propertyCheck(count: 150, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            let first = Result { try chef.ideas(for: items, preferences: preferences, today: Self.today, seed: seed) }
            let second = Result { try chef.ideas(for: items, preferences: preferences, today: Self.today, seed: seed) }
            switch (first, second) {
            case let (.success(lhs), .success(rhs)):
                #expect(OfflineChefCheck.content(lhs) == OfflineChefCheck.content(rhs))
            case let (.failure(lhs), .failure(rhs)):
                #expect(lhs.localizedDescription == rhs.localizedDescription)
            default:
                Issue.record("one run failed and the other did not")
            }
        }
    }

    /// Ideas are complete, distinct by name and by ingredients, and within the limits.
    @Test func ideasAreCompleteAndDistinct() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let produced = Tally()
        await propertyCheck(count: 150, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, seed: seed) else { return }
            produced.add()
            #expect((3...5).contains(ideas.count))
            #expect(Set(ideas.map { $0.name.lowercased() }).count == ideas.count)
            #expect(Set(ideas.map { Set($0.ingredients) }).count == ideas.count)
            #expect(ideas.allSatisfy { $0.isComplete })
        }
        #expect(produced.count >= 45, "only \(produced.count) of 150 inventories gave ideas")
    }

    /// Whenever the diet-safe inventory has a bread, a protein, a raw vegetable and a fruit
    /// (enough for a sandwich, a snack box and a protein box), there are at least three ideas; and whenever the chef gives up, every food
    /// group it says is missing really is missing from what the diet allows.
    @Test func enoughIdeasWheneverTheInventoryAllows() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let guardian = DietaryGuard(lexicon: lexicon)
        await propertyCheck(count: 200, input: KitchenGenerators.inventory(3...30), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            let usable = items.compactMap { item -> Food? in
                let verdict = guardian.verdict(forIngredients: [item.name], preferences: preferences)
                guard verdict.isSafe, verdict.isFullyVerified else { return nil }
                return lexicon.food(named: item.name)
            }
            func has(_ test: (Food) -> Bool) -> Bool { usable.contains(where: test) }
            let hasBread = has { $0.form == .bread }
            let hasProtein = has { $0.category == .protein && $0.form == nil }
            let hasVegetable = has { $0.category == .vegetable && $0.form == nil && !$0.mustCook }
            let hasFruit = has { $0.category == .fruit && $0.form == nil && !$0.mustCook }
            do {
                _ = try chef.ideas(for: items, preferences: preferences, seed: seed)
            } catch let OfflineChefError.notEnoughIdeas(_, _, missing, _, _) {
                #expect(!(hasBread && hasProtein && hasVegetable && hasFruit), "gave up on \(items.map(\.name)) \(preferences.active)")
                for group in missing.map(\.group) {
                    switch group {
                    case .carb: #expect(!has { [.bread, .wrap, .rice, .grain, .pasta, .noodles, .potato, .crackers].contains($0.form) })
                    case .protein: #expect(!has { $0.category == .protein || $0.form == .cheese })
                    case .vegetableOrFruit: #expect(!has { ($0.category == .vegetable || $0.category == .fruit) && $0.form == nil })
                    }
                }
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
