extension FoodLexicon {
    /// A key shared by every name of the same food, for telling whether two names mean
    /// one food: a lexicon food by its canonical name (so "courgettes" and "zucchini"
    /// meet), anything else by its cleaned, plural-folded words (so "Dragon Fruits" and
    /// "dragon fruit" meet). Empty for a name with no words. Only compared, never shown.
    public func sameFoodKey(for name: String) -> String {
        let words = FoodText.words(name)
        guard !words.isEmpty else { return "" }
        switch lookup(words: words) {
        case .known(let match): return Self.knownKeyPrefix + match.food.name
        case .unknown(let cleaned): return Self.unknownKeyPrefix + FoodText.stemKey(FoodText.words(cleaned))
        }
    }
}
