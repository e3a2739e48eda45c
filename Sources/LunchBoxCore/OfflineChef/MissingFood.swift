/// A part of a lunch the kitchen lacks or has too little of, with foods it does not hold
/// that suit the person's diet.
public struct MissingFood: Codable, Equatable, Sendable {
    /// The parts a lunch box is built from.
    public enum Group: String, Codable, Equatable, Sendable {
        case carb
        case protein
        case vegetableOrFruit
    }

    public let group: Group
    /// Foods to add, by their English names.
    public let examples: [String]
    /// The same foods named in other languages, by language code ("de": ["Kichererbsen"]),
    /// where the lexicon has their names.
    public let localizedExamples: [String: [String]]
    /// True when the kitchen has none of it; false when it has too few to vary.
    public let isAbsent: Bool

    public init(group: Group, examples: [String], isAbsent: Bool = true, localizedExamples: [String: [String]] = [:]) {
        self.group = group
        self.examples = examples
        self.isAbsent = isAbsent
        self.localizedExamples = localizedExamples
    }

    /// "carb (bread, rice, pasta...)", "main (a protein)", "fruit or vegetable".
    public func noun(_ words: Wording) -> String {
        words("shortfall.group.\(group.rawValue)")
    }

    /// "a carb such as bread, rice or wraps"; "another protein such as ..." when scarce.
    public func suggestion(_ words: Wording) -> String {
        let noun = words("shortfall.suggest.\(group.rawValue).\(isAbsent ? "absent" : "more")")
        let named = words.language == .english ? examples : localizedExamples[words.language.rawValue] ?? examples
        guard !named.isEmpty else { return noun }
        return words("shortfall.suchAs", noun, words.or(named))
    }
}
