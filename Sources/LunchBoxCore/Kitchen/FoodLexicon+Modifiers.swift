extension FoodLexicon {
    /// Folded one-word aliases of a seasoning that also begin another food's name: "soya"
    /// (soy sauce, and soya milk), "soja" (and Sojamilch), "vanilla" (vanilla extract, and
    /// vanilla yogurt). Typed, such a word means the seasoning; printed alone on a pack it
    /// says what the product is made of or tastes of. A seasoning's own name ("mustard")
    /// is not one: it is what its jar says.
    func modifierWords() -> Set<String> {
        var firstWords: [String: Set<Int>] = [:]
        for (key, entry) in index {
            let words = key.split(separator: " ")
            guard words.count > 1, let first = words.first else { continue }
            firstWords[String(first), default: []].insert(entry.food)
        }
        var modifiers = Set<String>()
        for (word, foods) in firstWords {
            guard let own = index[word], foods.contains(where: { $0 != own.food }) else { continue }
            let food = self.foods[own.food]
            guard food.category == .condiment, FoodText.words(food.name) != [word] else { continue }
            modifiers.insert(word)
        }
        return modifiers
    }
}
