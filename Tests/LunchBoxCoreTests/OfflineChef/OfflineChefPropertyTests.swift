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
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, today: Self.today, seed: seed) else { return }
            produced.add()
            for idea in ideas {
                let verdict = guardian.verdict(for: idea, preferences: preferences)
                #expect(verdict.violations.isEmpty, "\(idea.name): \(verdict.reasons)")
                #expect(verdict.unverified.isEmpty, "\(idea.name): \(verdict.unverified.map(\.ingredient))")
            }
        }
        #expect(produced.count >= 30, "only \(produced.count) of 100 inventories gave ideas")
    }

    /// The same, drawing inventories from the whole lexicon rather than a fixed list.
    @Test func noOfflineIdeaBreaksTheDietForAnyLexiconFoods() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let guardian = DietaryGuard(lexicon: lexicon)
        let produced = Tally()
        await propertyCheck(count: 200, input: KitchenGenerators.lexiconKitchen(lexicon), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, seed: seed) else { return }
            produced.add()
            for idea in ideas {
                let verdict = guardian.verdict(for: idea, preferences: preferences)
                #expect(verdict.isSafe && verdict.isFullyVerified, "\(idea.name): \(verdict.reasons) \(verdict.unverified.map(\.ingredient))")
            }
        }
        #expect(produced.count >= 40, "only \(produced.count) of 200 inventories gave ideas")
    }

    /// Every ingredient line is an inventory item's food as the person named it (without
    /// the amount they typed, maybe with a portion in brackets) or one of the staples.
    @Test func everyIdeaUsesOnlyInventoryItemsAndStaples() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let produced = Tally()
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.staples, KitchenGenerators.seed) { items, preferences, staples, seed in
            let chef = OfflineChef(lexicon: lexicon, staples: staples)
            guard let ideas = try? chef.ideas(for: items, preferences: preferences, seed: seed) else { return }
            produced.add()
            for line in ideas.flatMap(\.ingredients) {
                #expect(OfflineChefCheck.isInventoryFoodOrStaple(line, items: items, staples: staples, lexicon: lexicon), "\(line)")
            }
        }
        #expect(produced.count >= 30, "only \(produced.count) of 100 inventories gave ideas")
    }

    /// The same seed gives the same ideas (everything but the ids).
    @Test func theSameSeedGivesTheSameIdeas() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
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

    /// Ideas are complete, distinct by name and by ingredients, within the limit, and a
    /// batch shorter than asked always says why.
    @Test func ideasAreCompleteAndDistinct() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let produced = Tally()
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            let batch = chef.batch(for: items, preferences: preferences, seed: seed)
            #expect(batch.ideas.count == 5 || batch.shortfall != nil, "\(batch.ideas.count) ideas and no reason")
            let ideas = batch.ideas
            guard !ideas.isEmpty else { return }
            produced.add()
            #expect((1...5).contains(ideas.count))
            #expect(Set(ideas.map { $0.name.lowercased() }).count == ideas.count)
            #expect(Set(ideas.map { Set($0.ingredients) }).count == ideas.count)
            #expect(ideas.allSatisfy { $0.isComplete })
        }
        #expect(produced.count >= 30, "only \(produced.count) of 100 inventories gave ideas")
    }

    /// The chef never refuses a lunch it can make: whenever the diet-safe inventory has a
    /// bread, a filling that goes in bread, and a fresh fruit or vegetable, there is an idea;
    /// and whenever the chef gives up, every food group it says is missing really is missing
    /// from what the diet allows.
    @Test func enoughIdeasWheneverTheInventoryAllows() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let guardian = DietaryGuard(lexicon: lexicon)
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(3...30), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            let usable = items.compactMap { item -> Food? in
                let verdict = guardian.verdict(forIngredients: [item.name], preferences: preferences)
                guard verdict.isSafe, verdict.isFullyVerified else { return nil }
                // A tin of tomatoes is tinned tomatoes (a sauce), as the chef reads it.
                let tinned = ["tin", "can"].contains { item.quantity.contains($0) }
                return (tinned ? lexicon.food(named: "tinned " + item.name) : nil) ?? lexicon.food(named: item.name)
            }
            func has(_ test: (Food) -> Bool) -> Bool { usable.contains(where: test) }
            let hasBread = has { $0.form == .bread && $0.roles.first == .carb && $0.name != "naan" }
            let hasFilling = has { $0.plays(.main) && $0.dishes.contains(.sandwich) && $0.state != .raw }
            let hasProduce = has { $0.dishes.contains(.side) && $0.state == .ready }
            do {
                _ = try chef.ideas(for: items, preferences: preferences, seed: seed)
            } catch let OfflineChefError.notEnoughIdeas(_, _, missing, _, _) {
                #expect(!(hasBread && hasFilling && hasProduce), "gave up on \(items.map(\.name)) \(preferences.active)")
                // A part said to be absent really is; a scarce one (too few to vary) may be there.
                for group in missing.filter(\.isAbsent).map(\.group) {
                    switch group {
                    case .carb: #expect(!has { $0.plays(.carb) })
                    case .protein: #expect(!has { $0.plays(.main) })
                    case .vegetableOrFruit: #expect(!has { $0.plays(.veg) || $0.plays(.fruit) })
                    }
                }
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
