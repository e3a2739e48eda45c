/// An ingredient the dietary guard could not check: it names no food the lexicon knows,
/// or has words the lexicon does not know. Shown as "not verified", never as safe.
public struct UnverifiedIngredient: Equatable, Hashable, Sendable {
    /// The ingredient line as the idea wrote it.
    public let ingredient: String
    /// The words that were not understood (folded to lower case), or every word when
    /// the line named no known food at all.
    public let unknownWords: [String]
    /// What a known food in it often contains that the diet rules out, so only its label
    /// can say (gelatine in a fruit yogurt); empty for unknown words.
    public let mayContain: [FoodContent]

    public init(ingredient: String, unknownWords: [String], mayContain: [FoodContent] = []) {
        self.ingredient = ingredient
        self.unknownWords = unknownWords
        self.mayContain = mayContain.sorted()
    }

    /// "Could not check \"za'atar blend\" against your diet.", or for a food that often
    /// hides something: "\"fruit yogurt\" often contains gelatine: check the label."
    public var note: String {
        guard mayContain.isEmpty else {
            return "\"\(ingredient)\" often contains \(DietaryViolation.list(mayContain.map(\.label))): check the label."
        }
        return "Could not check \"\(ingredient)\" against your diet."
    }
}
