/// Folding every name once, and checking the names in other languages against all others.
extension FoodLexicon {
    /// One name of a food, folded as lookup folds text.
    struct FoldedName {
        /// The name as the lexicon writes it (lower case).
        let text: String
        let words: [String]
        let key: String
        let stem: String
        /// A name in another language, found only by its exact words.
        let translated: Bool
    }

    /// Every food's names, folded: its own name and aliases, then its names in other
    /// languages, bundled languages first. A translation that folds to a name the food
    /// already has is left out.
    ///
    /// Throws `FoodLexiconError.emptyName` for a name with no words,
    /// `.unknownFood` for names of a food not in `foods`, `.malformedName` for an empty
    /// translation or one with a comma (typed text is split at commas), and
    /// `.duplicateName` for a translation that is, or whose plural stem is, any other
    /// food's name, alias or translation, or its stem.
    static func foldedNames(of foods: [Food], adding names: FoodNames) throws -> [[FoldedName]] {
        let canonical = Set(foods.map(\.name))
        if let unknown = names.names.keys.sorted().first(where: { !canonical.contains($0) }) {
            throw FoodLexiconError.unknownFood(unknown)
        }
        var owner: [String: Int] = [:]
        owner.reserveCapacity(4 * (foods.count + names.names.count) * (FoodNames.languages.count + 1))
        var shared: Set<String> = []
        var folded: [[FoldedName]] = []
        folded.reserveCapacity(foods.count)
        for (position, food) in foods.enumerated() {
            var seen: Set<String> = []
            var list: [FoldedName] = []
            for name in food.allNames {
                let words = FoodText.words(name)
                guard !words.isEmpty else { throw FoodLexiconError.emptyName }
                let key = FoodText.key(words)
                list.append(FoldedName(text: name, words: words, key: key, stem: stemKey(of: words, key: key), translated: false))
                seen.insert(key)
            }
            for name in names.names(for: food.name) {
                let words = FoodText.words(name)
                guard !words.isEmpty, !name.utf8.contains(UInt8(ascii: ",")) else { throw FoodLexiconError.malformedName(name) }
                let key = FoodText.key(words)
                guard seen.insert(key).inserted else { continue }
                list.append(FoldedName(text: name.lowercased(), words: words, key: key, stem: stemKey(of: words, key: key), translated: true))
            }
            for name in list {
                for key in [name.key, name.stem] {
                    if let first = owner.updateValue(position, forKey: key), first != position { shared.insert(key) }
                }
            }
            folded.append(list)
        }
        for (position, list) in folded.enumerated() {
            for name in list where name.translated && (shared.contains(name.key) || shared.contains(name.stem)) {
                let others = folded.indices.filter { other in
                    other != position && folded[other].contains { [$0.key, $0.stem].contains(name.key) || [$0.key, $0.stem].contains(name.stem) }
                }
                throw FoodLexiconError.duplicateName(name.text, foods: [foods[position].name] + others.map { foods[$0].name })
            }
        }
        return folded
    }

    /// `FoodText.stemKey(words)`, without building a second string when no word changes.
    private static func stemKey(of words: [String], key: String) -> String {
        let stems = words.map(FoodText.stem)
        return stems == words ? key : FoodText.key(stems)
    }
}

extension Food {
    /// The same food, also called by `extra`.
    func adding(aliases extra: [String]) -> Food {
        Food(
            name: name, aliases: aliases + extra, category: category, form: form, contains: contains, mayContain: mayContain,
            mustCook: mustCook, fridgeDays: fridgeDays, isBiteSized: isBiteSized, state: state, roles: roles, prep: prep,
            fillingPrep: fillingPrep, cook: cook, fromFrozen: fromFrozen, serve: serve, cuisines: cuisines, melts: melts,
            sauceUses: sauceUses, dishes: dishes)
    }
}
