import LunchBoxCore

/// What an error says in every language: each error kept as catalog keys (`Fault`) says
/// its English exactly as before and something of its own in every other language, with
/// every word from the catalog. The core's `FaultTests` checks the core's errors this way;
/// the modules above it check theirs with this.
public enum FaultWording {
    private static let wordings = Wordings()

    /// What is wrong with how `errors` are worded, one line each; empty when all are right.
    /// `english` is each error's title and message as it read before it kept keys; the
    /// values an error carries are to be marked ⟦ ⟧, as the catalog's words are.
    public static func problems(_ errors: [(error: any Error, english: (title: String, message: String))]) -> [String] {
        errors.flatMap { error, english -> [String] in
            let described = UserFacingError(error)
            guard described.fault != nil else { return ["\(error): no fault"] }
            var problems: [String] = []
            if (described.title, described.message) != english {
                problems.append("\(error): English is «\(described.title)» «\(described.message)»")
            }
            for language in Language.allCases {
                let words = wordings[language]
                // Words said as they came ("fault3.asSaid") are the same in every language.
                let saidAsTheyCame = described.fault?.messageKey == "fault3.asSaid"
                let texts = [(described.title(words), described.title)] + (saidAsTheyCame ? [] : [(described.message(words), described.message)])
                for (text, inEnglish) in texts where language != .english && (text.isEmpty || text.contains("fault3.") || text == inEnglish) {
                    problems.append("\(language) \(error): «\(text)» is not translated")
                }
                for text in [described.title(words.marking), described.message(words.marking)] where !MarkedWords.unmarked(in: text).isEmpty {
                    problems.append("\(language) \(error): «\(text)» has words outside the catalog")
                }
            }
            return problems
        }
    }
}
