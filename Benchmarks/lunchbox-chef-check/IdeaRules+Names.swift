import Foundation
import LunchBoxCore

/// Rules on an idea's name: every food it names is in the lunch, and it names one; in
/// German, read back from the dative of "… mit …" to the lexicon's names.
extension IdeaRules {

    func nameFaults(_ reading: IdeaReading) -> [(FaultKind, String)] {
        var found: [(FaultKind, String)] = []
        let foods = reading.lines.compactMap(\.food)
        // Dish words go first, so "Cherry Tomato Soup" is cherry tomatoes, not tomato soup.
        let nameWords = words.language == .german ? Self.nominative(reading.nameWords, lexicon: kitchen.lexicon) : reading.nameWords
        // German names join foods with "mit" and "und", which some foods' own names hold
        // ("Reis mit Erbsen"): those stay, read as German.
        let joiners: Set<String> = words.language == .german ? ["mit", "und", "in"] : []
        let foodWords = nameWords.filter { !words.dishWords.contains($0) || joiners.contains($0) }.joined(separator: " ")
        let mentions = kitchen.lexicon.mentions(in: foodWords)
        // "Tuna Mayo" is tuna and mayonnaise when both are listed.
        func covered(_ mention: FoodMatch) -> Bool {
            if let bases = CheckerKnowledge.madeDishes[mention.food.name], foods.contains(where: { bases.contains($0.name) }) { return true }
            // German says "Nudeln" for pasta and noodles alike, and "Nudelsalat" of the pasta it is made of.
            if words.language == .german, mention.food.name == "pasta" || mention.food.name == "pasta salad",
                foods.contains(where: { [.pasta, .noodles].contains($0.form) })
            {
                return true
            }
            return foods.contains { Self.names($0, mention.food) }
                || CheckText.words(mention.matchedName).count > 1
                    && CheckText.words(mention.matchedName).allSatisfy { word in kitchen.lexicon.food(named: word).map { named in foods.contains { Self.names($0, named) } } ?? false }
        }
        for mention in mentions where !covered(mention) {
            found.append((.misnamed, "\(reading.idea.name): \(mention.matchedName) is not in it"))
        }
        if !mentions.contains(where: covered) { found.append((.vagueName, reading.idea.name)) }
        if reading.nameWords.contains(where: CheckText.isNumber) || reading.nameWords.contains(where: words.nameQuantityWords.contains) {
            found.append((.quantityWord, "name: \(reading.idea.name)"))
        }
        return found
    }

    /// True when a name's word for `named` fits the listed `food`: the same food, its family
    /// ("Cheese" for cheddar), the same food in another state ("Chicken" for cooked chicken)
    /// or the dish the food is ("Tomato" for tomato soup).
    static func names(_ food: Food, _ named: Food) -> Bool {
        if food.name == named.name { return true }
        if CheckerKnowledge.familyNames.contains(named.name), named.form != nil, food.form == named.form { return true }
        if named.name == "cheese", food.form == .cheese { return true }
        let state: Set<String> = ["cooked", "roast", "canned", "smoked", "hard", "boiled", "leftover", "slices", "sliced", "slice", "raw", "frozen"]
        let plain = { (name: String) in CheckText.words(name).filter { !state.contains($0) }.map { $0.hasSuffix("oes") ? String($0.dropLast(2)) : $0.hasSuffix("s") ? String($0.dropLast()) : $0 } }
        if plain(food.name) == plain(named.name) { return true }
        let words = CheckText.words(food.name)
        return words.count == 2 && CheckerKnowledge.dishWords.contains(words[1]) && plain(words[0]) == plain(named.name)
    }

    /// German name words as the lexicon writes its names: "mit schwarzen Bohnen" and "mit
    /// Äpfeln" say "schwarze Bohnen" and "Äpfel" in the dative.
    static func nominative(_ words: [String], lexicon: FoodLexicon) -> [String] {
        var words = words
        for index in words.indices {
            let word = words[index]
            if index + 1 < words.count, ["em", "en", "er", "es"].contains(String(word.suffix(2))) {
                let stem = word.dropLast(2)
                if let form = ["e", "er", "es"].map({ String(stem) + $0 }).first(where: { exactly("\($0) \(words[index + 1])", in: lexicon) }) {
                    words[index] = form
                    continue
                }
            }
            if word.count > 4, word.hasSuffix("n"), !exactly(word, in: lexicon), exactly(String(word.dropLast()), in: lexicon) { words[index] = String(word.dropLast()) }
        }
        return words
    }

    /// True when `text` is a lexicon name as it stands, not a near miss of one.
    private static func exactly(_ text: String, in lexicon: FoodLexicon) -> Bool {
        lexicon.lookup(text).match.map { CheckText.words($0.matchedName) == CheckText.words(text) } ?? false
    }
}
