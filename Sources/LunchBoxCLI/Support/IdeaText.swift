import LunchBoxCore

/// Ideas as terminal text.
enum IdeaText {
    static func print(_ idea: LunchBoxIdea, number: Int?, to output: any TextOutput, nutrition: NutritionEstimate? = nil) {
        output.line(number.map { "\($0). \(idea.name)" } ?? idea.name)
        output.line("   Ingredients: " + idea.ingredients.joined(separator: ", "))
        for (index, step) in idea.preparationSteps.enumerated() {
            output.line("   \(index + 1)) \(step)")
        }
        if let nutrition {
            output.line("   " + nutrition.summary)
            if let unmatched = nutrition.unmatchedNote { output.line("   " + unmatched) }
        }
    }
}
