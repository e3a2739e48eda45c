/// How a prompt asks a model to write its ideas in the household's language. The prompt
/// itself stays in English (models follow English instructions best, and the reply's JSON
/// keys are the wire contract); only the food text is in the language.
extension Language {
    /// The language's English name with its own name beside it: "German (Deutsch)".
    var promptName: String {
        switch self {
        case .english: "English"
        case .german: "German (Deutsch)"
        case .french: "French (français)"
        case .spanish: "Spanish (español)"
        case .swedish: "Swedish (svenska)"
        }
    }

    /// One plain ingredient as a recipe in this language writes it, for the prompt's example.
    private var plainIngredient: String {
        switch self {
        case .english: "100 g rice"
        case .german: "100 g Reis"
        case .french: "100 g de riz"
        case .spanish: "100 g de arroz"
        case .swedish: "100 g ris"
        }
    }

    /// The instruction for a full prompt; nil for English, whose prompts say nothing
    /// about language (they stay as they were before other languages).
    ///
    /// Plain ingredient names are asked for because the dietary guard reads them: a
    /// common name it knows ("Hähnchenbrust") can be checked, a brand or a flourish cannot.
    var ideaLanguageLines: [String] {
        guard self != .english else { return [] }
        return [
            "Write every idea name, ingredient and step in \(promptName). Keep the JSON keys in English exactly as shown; only the text inside them is in \(promptName).",
            "Name each ingredient plainly with its amount, as a recipe in \(promptName) writes it (\"\(plainIngredient)\"): its common name, no brand names.",
        ]
    }

    /// The same in few words, for a small on-device model; nil for English.
    var compactLanguageLine: String? {
        self == .english ? nil : "Write names, ingredients and steps in \(promptName), ingredients by their plain common names."
    }
}
