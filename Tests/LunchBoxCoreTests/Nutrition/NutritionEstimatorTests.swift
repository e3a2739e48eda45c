import Foundation
import LunchBoxCore
import Testing

@Suite("Nutrition estimates from the USDA table")
struct NutritionEstimatorTests {
    static let lexicon = try! FoodLexicon.bundled()
    static let table = try! NutritionTable.bundled()
    let estimator = NutritionEstimator(lexicon: Self.lexicon, table: Self.table)

    @Test func atLeastNinetyFivePercentOfLexiconFoodsHaveAnEntry() {
        let names = Self.lexicon.foods.map(\.name)
        let matched = names.filter { Self.table.entry(for: $0) != nil }
        let share = Double(matched.count) / Double(names.count)
        print("nutrition matched for \(matched.count) of \(names.count) lexicon foods (\(String(format: "%.1f", share * 100))%)")
        #expect(share >= 0.95)
        // Every entry names its USDA number, so each value can be traced.
        #expect(matched.allSatisfy { (Self.table.entry(for: $0)?.srNumber.count ?? 0) == 5 })
    }

    @Test func chefAmountsBecomeGrams() throws {
        // Given the chef's lines; when estimated; then grams come from what is written or USDA's measures.
        let estimate = estimator.estimate(ingredients: ["brown rice (60 g uncooked)", "eggs (2)", "spinach (a handful)", "cheddar (40 g)"])
        let rice = try #require(estimate.lines.first)
        #expect(rice.grams == 60)
        #expect(rice.gramsFrom == .stated)
        #expect(rice.srNumber == "20036")
        let eggs = estimate.lines[1]
        #expect(eggs.gramsFrom == .measure("medium"))
        #expect(eggs.grams == 88)
        #expect(estimate.lines[2].gramsFrom == .standard("handful"))
        #expect(estimate.unmatched.isEmpty)
        // 60 g brown rice (370 kcal/100 g) is 222 kcal on its own.
        #expect(abs((rice.nutrients?.energyKcal ?? 0) - 222) < 1)
        #expect(estimate.total.energyKcal > 500 && estimate.total.energyKcal < 700)
    }

    @Test func aiStyleLinesWithLeadingAmountsAreRead() {
        let estimate = estimator.estimate(ingredients: ["2 slices wholemeal bread", "100g cooked chicken", "1 apple"])
        #expect(estimate.lines.map(\.food) == ["wholemeal bread", "cooked chicken", "apple"])
        #expect(estimate.lines[1].grams == 100)
        #expect(estimate.lines[0].gramsFrom == .measure("slice"))
        #expect(estimate.unmatched.isEmpty)
    }

    @Test func foodsNotInTheTableAreNamedAndCountNothing() {
        let estimate = estimator.estimate(ingredients: ["pesto (1 tbsp)", "glitter dust (2 tbsp)"])
        #expect(estimate.total == .zero)
        #expect(estimate.unmatched == ["pesto (1 tbsp)", "glitter dust (2 tbsp)"])
        #expect(estimate.unmatchedNote(Wordings()[.english]) == "Not counted (not in the food table): pesto (1 tbsp), glitter dust (2 tbsp)")
        #expect(estimate.unmatchedNote(Wordings()[.german]) == "Nicht mitgezählt (nicht in der Nährwerttabelle): pesto (1 tbsp), glitter dust (2 tbsp)")
    }

    // Six cherry tomatoes weighed as six medium tomatoes (738 g) until a measure named by
    // the food's own word ("cherry", 17 g) came first.
    @Test func aWholeOneIsWeighedByTheMeasureThatNamesTheFood() {
        let lines = estimator.estimate(ingredients: ["cherry tomatoes (6)", "tomato (1)", "cucumber (a quarter)", "bell pepper (half)"]).lines
        #expect(lines[0].gramsFrom == .measure("cherry"))
        #expect(lines[0].grams == 102)
        #expect(lines[1].gramsFrom == .measure("medium whole (2-3/5\" dia)"))
        #expect(lines[2].grams == 301.0 / 4)
        #expect(lines[3].gramsFrom == .measure("medium (approx 2-3/4\" long, 2-1/2 dia.)"))
    }

    @Test func aLineWithoutAnAmountTakesTheUsualPortion() {
        let line = estimator.estimate(ingredients: ["cucumber"]).lines[0]
        #expect(line.gramsFrom == .assumed)
        #expect(line.grams == 80)
    }

    @Test(arguments: [
        ("2", Portion(quantity: 2, unit: .piece)), ("60 g uncooked", Portion(quantity: 60, unit: .gram)), ("half a tin", Portion(quantity: 0.5, unit: .tin)),
        ("a handful", Portion(quantity: 1, unit: .handful)), ("a small handful", Portion(quantity: 1, unit: .smallHandful)),
        ("about 80 g", Portion(quantity: 80, unit: .gram)), ("200 ml", Portion(quantity: 200, unit: .millilitre)), ("4 florets", Portion(quantity: 4, unit: .floret)),
        ("a third", Portion(quantity: 1.0 / 3, unit: .piece)), ("1 small", Portion(quantity: 1, unit: .piece, size: "small")), ("2 leaves", Portion(quantity: 2, unit: .leaf)),
        ("a few", Portion(quantity: 3, unit: .piece)), ("1/2 cup", Portion(quantity: 0.5, unit: .cup)), ("a small box", Portion(quantity: 1, unit: .box, size: "small")),
    ])
    func amountsAreRead(text: String, expected: Portion) {
        #expect(Portion.read(text) == expected)
    }

    @Test func aLineWithoutAnyAmountStatesNone() {
        #expect(Portion.stated(in: "Cheddar") == nil)
        #expect(Portion.stated(in: "wrap with hummus") == nil)
    }
}
