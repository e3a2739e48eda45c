import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Idea detail nutrition")
@MainActor
struct IdeaNutritionScreenTests {
    static let idea = LunchBoxIdea(name: "Egg rice", ingredients: ["brown rice (60 g uncooked)", "eggs (2)", "pesto (1 tbsp)"], preparationSteps: ["Cook."])

    @Test func theDetailShowsTheEstimateTheUnmatchedFoodsAndTheSource() throws {
        let (useCases, _) = try TestUseCases.make()
        let model = SuggestionsViewModel(ideas: useCases.ideas, nutrition: { useCases.recipes.nutrition(for: $0) }, words: Wordings()[.english])
        let detail = model.detail(for: Self.idea)
        let line = try #require(detail.nutritionLine)
        #expect(line.hasPrefix("Estimated per lunch (about "))
        #expect(line.contains("kcal · protein"))
        #expect(detail.nutritionUnmatched == "Not counted (not in the food table): pesto (1 tbsp)")
        #expect(detail.nutritionSource?.contains("USDA SR24") == true)
        // Without an estimator nothing is claimed.
        #expect(SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english]).detail(for: Self.idea).nutritionLine == nil)
    }
}
