import LunchBoxCore

/// Ideas as terminal text.
enum IdeaText {
    static func print(_ idea: LunchBoxIdea, number: Int?, to output: any TextOutput, nutrition: NutritionEstimate? = nil) {
        let name = TerminalText.oneLine(idea.name)
        output.line(number.map { "\($0). \(name)" } ?? name)
        output.line("   Ingredients: " + idea.ingredients.map(TerminalText.oneLine).joined(separator: ", "))
        for (index, step) in idea.preparationSteps.enumerated() {
            output.line("   \(index + 1)) \(TerminalText.oneLine(step))")
        }
        if let nutrition {
            output.line("   " + nutrition.summary)
            if let unmatched = nutrition.unmatchedNote { output.line("   " + unmatched) }
        }
    }
}
