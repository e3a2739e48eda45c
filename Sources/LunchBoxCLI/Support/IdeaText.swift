import LunchBoxCore

/// Ideas as terminal text.
enum IdeaText {
    static func print(_ idea: LunchBoxIdea, number: Int?, to output: any TextOutput, words: Wording, nutrition: NutritionEstimate? = nil) {
        let name = TerminalText.oneLine(idea.name)
        output.line(number.map { "\($0). \(name)" } ?? name)
        output.line("   " + words("ideas.cli.ingredients", idea.ingredients.map(TerminalText.oneLine).joined(separator: ", ")))
        for (index, step) in idea.preparationSteps.enumerated() {
            output.line("   \(index + 1)) \(TerminalText.oneLine(step))")
        }
        if let nutrition {
            output.line("   " + nutrition.summary(words))
            if let unmatched = nutrition.unmatchedNote(words) { output.line("   " + unmatched) }
        }
    }
}
