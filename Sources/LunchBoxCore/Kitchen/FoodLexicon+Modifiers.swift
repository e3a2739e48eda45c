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
        // The same goes for a word another of the seasoning's own names is built on, in any
        // language: "vanilj" (vaniljextrakt), "soja" (sojasås), "vanille" (extrait de vanille).
        for food in foods where food.category == .condiment {
            let own = FoodText.key(FoodText.words(food.name))
            let keys = food.allNames.map { FoodText.key(FoodText.words($0)) }
            for key in keys where !key.contains(" ") && key != own {
                if keys.contains(where: { $0 != key && ($0.hasPrefix(key) || $0.hasSuffix(" " + key)) }) { modifiers.insert(key) }
            }
        }
        return modifiers
    }

    /// Every one-word name of a fruit, its own included, in every language: on a pack
    /// covered in print, "ORANGE" or "GRAPEFRUIT" alone is what the juice, yoghurt or jam
    /// tastes of (a label that says only "BANANAS" is the fruit).
    func fruitWords() -> Set<String> {
        Set(foods.filter { $0.category == .fruit }.flatMap(\.allNames).map { FoodText.key(FoodText.words($0)) }.filter { !$0.contains(" ") })
    }
}
