/// How the dish steps name one piece of a food in the idea's language: "one of the wraps"
/// or "1 Wrap", "a wedge from the lemon" or "1 Spalte Zitrone".
extension StepWriter {
    /// "one of the wraps" or "1 Wrap", whatever the food's own number.
    func sayOneOfThe(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        say("chefdish.oneOf", ["food": tongue.isEnglish ? ingredient.the : saySingle(ingredient, grammaticalCase)])
    }

    /// "one of the wraps" for a food bought by the piece, else "the naan"; "1 Wrap", "Naan".
    func sayOneOf(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        ingredient.isPlural ? sayOneOfThe(ingredient, grammaticalCase) : sayThe(ingredient, grammaticalCase)
    }

    /// The food a piece is cut from: "one of the limes" or "the lemon" in English; the
    /// singular name after a measure in German ("1 Spalte Limette").
    func sayPiece(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        tongue.isEnglish ? sayOneOf(ingredient) : saySingle(ingredient, grammaticalCase)
    }

    /// "spaghetti", the food as the kitchen calls it, without "the"; "Spaghetti".
    func sayLabel(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        tongue.isEnglish ? ingredient.label : sayThe(ingredient, grammaticalCase)
    }
}
