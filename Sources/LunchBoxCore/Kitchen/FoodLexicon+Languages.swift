/// Reading text known to be in one language: an AI reply written in the household's
/// language. The lexicon's names in other languages are found only by their exact words
/// everywhere else (their plurals are not English ones); in text known to be German,
/// French, Spanish or Swedish the language's own endings are folded too ("pollos" is
/// pollo, "Hähnchenbrüste" is Hähnchenbrust), a word its names and the English plural stems
/// read as two foods is left unchecked (French "pâtes", pasta, folds like "pâtés"), and
/// German and Swedish compounds are read by their parts
/// ("Hähnchenbruststreifen" is Hähnchenbrust and Streifen, "kycklingbitar" kyckling and bitar).
extension FoodLexicon {
    /// One language's names of lexicon foods, by exact key and by the language's stems.
    struct LanguageNames: Sendable {
        let language: Language
        private(set) var exact: [String: Entry] = [:]
        private(set) var stems: [String: Entry] = [:]

        init(language: Language) {
            self.language = language
        }

        /// Adds `name` of the food at `position`. A stem two foods share means neither: it
        /// is left out, so such a word stays unknown (unchecked) rather than guessed.
        mutating func add(_ name: String, food position: Int, ambiguous: inout Set<String>) {
            let words = FoodText.words(name)
            guard !words.isEmpty else { return }
            let entry = Entry(food: position, name: name.lowercased(), exact: true, translated: true)
            let key = FoodText.key(words)
            if exact[key] == nil { exact[key] = entry }
            let stem = stemKey(words)
            if let existing = stems[stem], existing.food != position { ambiguous.insert(stem) }
            if stems[stem] == nil { stems[stem] = entry }
        }

        mutating func removeStems(_ ambiguous: Set<String>) {
            for key in ambiguous { stems[key] = nil }
        }

        /// The food these words name in this language: exactly, or by its stems.
        func entry(for words: ArraySlice<String>) -> Entry? {
            exact[FoodText.key(words)] ?? stems[stemKey(words)]
        }

        /// Whether compounds are written as one word in this language.
        var compounds: Bool { language == .german || language == .swedish }

        private func stemKey(_ words: some Collection<String>) -> String {
            FoodText.key(words.map(stem))
        }

        /// The word without one inflection ending at a time, down to a stem of three
        /// letters: the same folding for names and text, so both meet ("brüste" and
        /// "brust" are "brust", "kycklingar" and "kyckling" are "kyckling").
        func stem(_ word: String) -> String {
            var stem = word
            while let ending = Self.endings[language]?.first(where: { stem.hasSuffix($0) && stem.count >= $0.count + 3 }) {
                stem = String(stem.dropLast(ending.count))
            }
            return stem
        }

        private static let endings: [Language: [String]] = [
            .german: ["en", "er", "n", "e", "s"],
            .swedish: ["arna", "erna", "orna", "ar", "er", "or", "na", "en", "et", "a", "e"],
            .french: ["x", "s"],
            .spanish: ["s"],
        ]
    }

    /// Each language's names: those of `names` and of `languageOnly` (names that mean
    /// the food only in that language's text).
    static func languageNames(of foods: [Food], names: FoodNames, languageOnly: FoodNames) throws -> [Language: LanguageNames] {
        let positions = Dictionary(foods.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        if let unknown = languageOnly.names.keys.sorted().first(where: { positions[$0] == nil }) { throw FoodLexiconError.unknownFood(unknown) }
        var result: [Language: LanguageNames] = [:]
        for language in Language.allCases where language != .english {
            var table = LanguageNames(language: language)
            var ambiguous = Set<String>()
            for (position, food) in foods.enumerated() {
                for name in languageOnly.names(of: food.name, in: language.rawValue) + names.names(of: food.name, in: language.rawValue) {
                    table.add(name, food: position, ambiguous: &ambiguous)
                }
            }
            table.removeStems(ambiguous)
            result[language] = table
        }
        return result
    }

    /// The words of `text` as read in `language`: a German or Swedish word the lexicon
    /// does not know is split after the longest food name it starts with, else before the
    /// longest one it ends with ("Vollkornweizenmehl": Vollkorn, Weizenmehl).
    func words(of text: String, in names: LanguageNames?) -> [String] {
        let words = FoodText.words(text)
        guard let names, names.compounds else { return words }
        var read: [String] = []
        var index = 0
        while index < words.count {
            // The words of a name of several words ("gebackener Lachs", "Senf mit ganzen
            // Körnern") stay whole.
            if let length = nameLength(at: index, of: words, in: names) {
                read += words[index..<index + length]
                index += length
                continue
            }
            // Amount words are never split ("Röschen" is florets, not a food inside a word).
            let word = words[index]
            read += knows(word, in: names) || FoodText.isFiller(word) ? [word] : split(word, in: names) ?? [word]
            index += 1
        }
        return read
    }

    /// The number of words of the longest name of two words or more that begins at
    /// `index`; nil when none does.
    private func nameLength(at index: Int, of words: [String], in names: LanguageNames) -> Int? {
        let longest = min(longestName, words.count - index)
        guard longest >= 2 else { return nil }
        return (2...longest).reversed().first { length in
            let name = words[index..<index + length]
            return entry(for: name) != nil || names.entry(for: name) != nil
        }
    }

    private func knows(_ word: String, in names: LanguageNames) -> Bool {
        entry(for: [word][...]) != nil || names.entry(for: [word][...]) != nil
    }

    private func split(_ word: String, in names: LanguageNames) -> [String]? {
        let letters = Array(word)
        // Both parts at least three letters ("lax", "ost"), so short syllables are no food.
        guard letters.count >= 6 else { return nil }
        let cuts = 3...(letters.count - 3)
        for cut in cuts.reversed() where knows(String(letters[..<cut]), in: names) {
            return [String(letters[..<cut]), String(letters[cut...])]
        }
        for cut in cuts where knows(String(letters[cut...]), in: names) {
            return [String(letters[..<cut]), String(letters[cut...])]
        }
        return nil
    }
}
