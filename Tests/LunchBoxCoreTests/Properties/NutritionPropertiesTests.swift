import Foundation
import LunchBoxCore
import PropertyBased
import Testing

@Suite("Nutrition properties")
struct NutritionPropertiesTests {
    static let lexicon = try! FoodLexicon.bundled()
    static let table = try! NutritionTable.bundled()
    static let estimator = NutritionEstimator(lexicon: lexicon, table: table)
    /// Lexicon foods whose own name reads back as themselves and that have an entry.
    static let matchedFoods = lexicon.foods.map(\.name).filter { table.entry(for: $0) != nil && lexicon.foodKey(ofLine: $0) == "food:" + $0 }
    static let lines = lexicon.foods.prefix(300).map { "\($0.name) (\(["2", "a handful", "40 g", "1 tbsp", "half a tin"][$0.name.count % 5]))" }

    // Amounts scale linearly: a food's energy for n grams is n/100 of its table value, and twice the grams is twice the energy.
    @Test func gramsScaleLinearly() async {
        await propertyCheck(count: 150, input: Gen.element(of: Self.matchedFoods).compactMap { $0 }, Gen.int(in: 1...1000)) { food, grams in
            let entry = Self.table.entry(for: food)!
            let once = Self.estimator.estimate(ingredients: ["\(food) (\(grams) g)"]).total
            let twice = Self.estimator.estimate(ingredients: ["\(food) (\(grams * 2) g)"]).total
            #expect(abs(once.energyKcal - entry.per100g.energyKcal * Double(grams) / 100) < 0.0001)
            #expect(abs(twice.energyKcal - 2 * once.energyKcal) < 0.0001)
            #expect(abs(twice.proteinG - 2 * once.proteinG) < 0.0001)
        }
    }

    // Foods the table cannot match never add energy: adding unknown lines leaves the total as it was, and each is named.
    @Test func unmatchedFoodsNeverAddEnergy() async {
        let unknown = Gen.element(of: ["glitter dust (2 tbsp)", "zorblax (100 g)", "mystery thing", "kombucha (200 ml)", "pesto (1 tbsp)"]).compactMap { $0 }
        await propertyCheck(count: 150, input: Gen.element(of: Self.lines).compactMap { $0 }.array(of: 0...6), unknown.array(of: 1...3)) { known, strange in
            let base = Self.estimator.estimate(ingredients: known)
            let mixed = Self.estimator.estimate(ingredients: known + strange)
            #expect(abs(mixed.total.energyKcal - base.total.energyKcal) < 0.0001)
            #expect(strange.allSatisfy { mixed.unmatched.contains($0) })
        }
    }

    // A total is the sum of its lines, whatever their order.
    @Test func totalIsTheSumInAnyOrder() async {
        let input = Gen.element(of: Self.lines).compactMap { $0 }.array(of: 0...8)
        await propertyCheck(count: 120, input: input) { lines in
            let forward = Self.estimator.estimate(ingredients: lines).total
            let backward = Self.estimator.estimate(ingredients: lines.reversed()).total
            #expect(abs(forward.energyKcal - backward.energyKcal) < 0.001)
            #expect(forward.energyKcal >= 0 && forward.fatG >= 0)
        }
    }
}
