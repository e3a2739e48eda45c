import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Dietary guard properties")
struct DietaryGuardPropertyTests {
    /// Every lexicon food, under every name, against every diet: flagged exactly when
    /// it contains something the diet rules out, with that diet named.
    @Test func everyLexiconFoodIsFlaggedForEveryDietItBreaks() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let guardian = DietaryGuard(lexicon: lexicon)
        var checked = 0
        for food in lexicon.foods {
            for restriction in DietaryRestriction.allCases {
                let breaks = !food.contains.isDisjoint(with: restriction.forbiddenContents)
                for name in food.allNames {
                    let violations = guardian.violations(in: name, preferences: DietaryPreferences([restriction]))
                    #expect(violations.isEmpty == !breaks, "\(name) (\(food.name)) for \(restriction)")
                    if breaks {
                        #expect(violations.allSatisfy { $0.restrictions == [restriction] && $0.food == food }, "\(name)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
    }

    /// The same holds for any food written with an amount and a preparation word, under
    /// any combination of diets.
    @Test func anyFoodWithAmountsIsFlaggedUnderAnyPreferences() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let guardian = DietaryGuard(lexicon: lexicon)
        let food = Gen.element(of: lexicon.foods).compactMap { $0 }
        let amount = Gen.element(of: ["", "2 ", "1 cup ", "200g ", "a handful of ", "half a ", "3 large "]).compactMap { $0 }
        let suffix = Gen.element(of: ["", ", chopped", " (optional)", ", to taste", " x2"]).compactMap { $0 }
        await propertyCheck(count: 300, input: food, amount, suffix, Generators.dietaryPreferences) { food, amount, suffix, preferences in
            let line = amount + food.name + suffix
            let verdict = guardian.verdict(forIngredients: [line], preferences: preferences)
            let broken = food.contains.intersection(preferences.forbiddenContents)
            #expect(verdict.isSafe == broken.isEmpty, "\(line) under \(preferences.active)")
            #expect(Set(verdict.violations.flatMap(\.contents)) == broken, "\(line)")
            if !preferences.isEmpty {
                // Fully read, or only its label to check for what it may hide.
                let labels = food.mayContain.intersection(preferences.forbiddenContents)
                #expect(verdict.isFullyVerified || verdict.unverified.allSatisfy { Set($0.mayContain) == labels && !labels.isEmpty }, "\(line) should be fully read")
            }
        }
    }

    /// Screening loses no idea and keeps order within each group.
    @Test func screeningPartitionsTheIdeas() async throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        await propertyCheck(count: 200, input: Generators.ideas(0...8), Generators.dietaryPreferences) { ideas, preferences in
            let screening = guardian.screen(ideas, preferences: preferences)
            #expect(screening.safe.count + screening.heldBack.count == ideas.count)
            #expect(screening.safe.allSatisfy { $0.verdict.isSafe })
            #expect(screening.heldBack.allSatisfy { !$0.verdict.isSafe })
            let order = ideas.map(\.id)
            #expect(screening.safe.map(\.id) == order.filter { id in screening.safe.contains { $0.id == id } })
            #expect((screening.heldBackSummary != nil) == !screening.heldBack.isEmpty)
        }
    }
}
