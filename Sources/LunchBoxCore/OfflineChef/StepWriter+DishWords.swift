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

    /// The food's German name in the singular, without a number ("Zwiebel" in "½ Zwiebel");
    /// the kitchen's word where German has no name for it.
    func saySingle(_ ingredient: ChefIngredient, _ grammaticalCase: GermanCase = .accusative) -> String {
        guard let name = tongue.name(of: ingredient, plural: false) else {
            return grammaticalCase.inflect(ChefWords.singular(ingredient.plainLabel), plural: false)
        }
        return grammaticalCase.inflect(singular(name, of: ingredient), plural: false)
    }

    /// The names list a few foods bought by the piece in the plural first ("Wraps",
    /// "Maistortillas"): their singular is the name without its "s" when the names list
    /// that too, or when it is the English word ("Wrap").
    private func singular(_ name: String, of ingredient: ChefIngredient) -> String {
        guard ingredient.isPlural, name.hasSuffix("s"), !name.hasSuffix("ss") else { return name }
        let bare = String(name.dropLast())
        let listed = tongue.names.names(of: ingredient.food.name, in: tongue.language.rawValue)
        let english = ChefWords.singular(ingredient.plainLabel).split(separator: " ").last.map { $0.lowercased() }
        return listed.contains(bare) || bare.lowercased() == english ? bare : name
    }
}
