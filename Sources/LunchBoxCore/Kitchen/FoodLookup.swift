/// The answer to "which food is this?": a known food, or unknown. Lookup never guesses:
/// near misses are offered separately by `FoodLexicon.bestMatches(for:)`.
public enum FoodLookup: Equatable, Sendable {
    case known(FoodMatch)
    /// Nothing in the lexicon; carries the cleaned text that was looked up.
    case unknown(String)

    public var match: FoodMatch? {
        if case .known(let match) = self { return match }
        return nil
    }

    public var food: Food? { match?.food }
}
