/// An ingredient the dietary guard could not check: it names no food the lexicon knows,
/// or has words the lexicon does not know. Shown as "not verified", never as safe.
public struct UnverifiedIngredient: Equatable, Hashable, Sendable {
    /// The ingredient line as the idea wrote it.
    public let ingredient: String
    /// The words that were not understood (folded to lower case), or every word when
    /// the line named no known food at all.
    public let unknownWords: [String]

    public init(ingredient: String, unknownWords: [String]) {
        self.ingredient = ingredient
        self.unknownWords = unknownWords
    }

    /// "Could not check \"za'atar blend\" against your diet."
    public var note: String {
        "Could not check \"\(ingredient)\" against your diet."
    }
}
