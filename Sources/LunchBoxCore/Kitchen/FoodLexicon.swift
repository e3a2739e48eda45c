import Foundation

/// The foods LunchBox knows: what a name means, what it contains, how it keeps.
///
/// Lookup folds case, accents, regular plurals, amounts and preparation words ("3 large
/// eggs" is eggs, "jalapeños" is jalapeño); anything else is reported as unknown, never
/// guessed. Near misses from typos and OCR are offered separately, with a score, by
/// `bestMatches(for:)`. Built once at the composition root (`bundled()`) and injected.
public struct FoodLexicon: Sendable {
    /// Where a name in the index points: a food, the name as written in the lexicon,
    /// whether the key is that name exactly (an exact name beats a folded plural), and
    /// whether it is a name in another language, which only its exact words find: the
    /// plural stems are English, so German "Eis" (ice cream) must not fold to "Ei" (egg).
    struct Entry: Sendable {
        let food: Int
        let name: String
        let exact: Bool
        var translated = false
    }

    public let foods: [Food]
    /// What goes with what, by cuisine, for the offline chef.
    public let pairings: FoodPairings
    /// The foods' names in other languages, language by language, for text written in them.
    public let names: FoodNames
    /// Folded names (and their plural stems) to foods.
    let index: [String: Entry]
    /// The most words in any name, so phrase scanning knows how far to look ahead.
    let longestName: Int
    /// Every key as scalars, for fuzzy matching, food by food.
    let fuzzyKeys: [(key: [Unicode.Scalar], entry: Entry)]
    /// Each language's names, for text known to be in it (`FoodLexicon+Languages.swift`).
    let languages: [Language: LanguageNames]

    /// A lexicon of these foods; throws when two foods share a name.
    public init(foods: [Food], pairings: FoodPairings = .none) throws {
        try self.init(foods: foods, pairings: pairings, names: FoodNames(names: [:]))
    }

    /// A lexicon of these foods with their names in other languages added as aliases;
    /// throws when two foods share a name, or a name in another language folds like
    /// another food's name (`FoodLexicon+Names.swift`). `languageOnly` names a food only in
    /// text known to be in their language, where the same word means something else in
    /// another (Spanish "pan" is bread, English "pan" a pan), so they are no aliases.
    public init(foods english: [Food], pairings: FoodPairings, names: FoodNames, languageOnly: FoodNames = FoodNames(names: [:])) throws {
        let named = try Self.foldedNames(of: english, adding: names)
        var foods = english
        var index: [String: Entry] = [:]
        index.reserveCapacity(2 * named.reduce(0) { $0 + $1.count })
        var longest = 1
        var stems: [(key: String, entry: Entry)] = []
        for (position, food) in english.enumerated() {
            for name in named[position] {
                guard !FreeFromWording.isReserved(name.words) else { throw FoodLexiconError.reservedWording(name.text) }
                longest = max(longest, name.words.count)
                if let existing = index[name.key], existing.food != position {
                    throw FoodLexiconError.duplicateName(name.text, foods: [foods[existing.food].name, food.name])
                }
                if index[name.key] == nil { index[name.key] = Entry(food: position, name: name.text, exact: true, translated: name.translated) }
                if !name.translated { stems.append((name.stem, Entry(food: position, name: name.text, exact: false))) }
            }
            let translations = named[position].filter(\.translated).map(\.text)
            if !translations.isEmpty { foods[position] = food.adding(aliases: translations) }
        }
        // Plural stems go in after every exact name, so "pepper" (black pepper) keeps its
        // meaning even though "peppers" (bell pepper) folds to it.
        for (key, entry) in stems {
            guard let existing = index[key] else {
                index[key] = entry
                continue
            }
            if existing.food != entry.food && !existing.exact {
                throw FoodLexiconError.duplicateName(entry.name, foods: [foods[existing.food].name, foods[entry.food].name])
            }
        }
        self.foods = foods
        self.pairings = pairings
        self.names = names
        self.index = index
        self.longestName = longest
        // Each food's keys in name order, so of a food's names equally near a typo the same
        // one is offered every run (sorting each food's few keys, not all of them at once).
        var keysByFood = [[(key: [Unicode.Scalar], entry: Entry)]](repeating: [], count: foods.count)
        for (key, entry) in index { keysByFood[entry.food].append((Array(key.unicodeScalars), entry)) }
        self.fuzzyKeys = keysByFood.flatMap { $0.sorted { $0.entry.name < $1.entry.name } }
        self.languages = try Self.languageNames(of: english, names: names, languageOnly: languageOnly)
    }

    /// A lexicon from JSON: an array of foods as in the bundled foods.json, the pairing
    /// table as in pairings.json, and the foods' names in other languages as in
    /// food-names.json (added as aliases and checked as `FoodLexicon+Names.swift` says).
    public init(json data: Data, pairings pairingData: Data? = nil, names nameData: Data? = nil, languageOnly languageOnlyData: Data? = nil) throws {
        let foods: [Food]
        let pairings: FoodPairings
        do {
            foods = try JSONDecoder().decode([Food].self, from: data)
            pairings = try pairingData.map { try JSONDecoder().decode(FoodPairings.self, from: $0) } ?? .none
        } catch {
            throw FoodLexiconError.unreadable(reason: String(describing: error))
        }
        let names = try nameData.map { try FoodNames(json: $0) } ?? FoodNames(names: [:])
        let languageOnly = try languageOnlyData.map { try FoodNames(json: $0) } ?? FoodNames(names: [:])
        try self.init(foods: foods, pairings: pairings, names: names, languageOnly: languageOnly)
    }

    /// The lexicon shipped with LunchBox, with its names in German, French, Spanish,
    /// Italian, Dutch and Swedish (and those that hold only in text in one language, as
    /// language-only-names.json lists them). Load it once and pass it to whoever needs it.
    public static func bundled() throws -> FoodLexicon {
        try FoodLexicon(
            json: try resource("foods"), pairings: try resource("pairings"), names: try resource("food-names"),
            languageOnly: try resource("language-only-names"))
    }

    static func resource(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw FoodLexiconError.missingResource
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw FoodLexiconError.unreadable(reason: error.localizedDescription)
        }
    }

    public var count: Int { foods.count }

    /// The food this text names, or `.unknown` with the cleaned text.
    public func lookup(_ text: String) -> FoodLookup {
        lookup(words: FoodText.words(text))
    }

    /// The food this text names, or nil.
    public func food(named text: String) -> Food? {
        lookup(text).food
    }

    func lookup(words: [String]) -> FoodLookup {
        let phrases = FreeFromWording.phrases(in: words)
        let freeFrom = phrases.reduce(into: Set<FoodContent>()) { $0.formUnion($1.contents) }
        // The cleaned forms are tried one at a time, so a name written plainly costs one lookup.
        var found: Entry?
        let index = index  // Captured alone: capturing `self` copies every table of the lexicon.
        let last = Self.cleanedForms(of: Self.removing(phrases, from: words)) { form in
            found = Self.entry(for: form, in: index)
            return found != nil
        }
        guard let found else { return .unknown(FoodText.key(last)) }
        return .known(FoodMatch(food: foods[found.food], matchedName: found.name, freeFrom: freeFrom, isTranslation: found.translated))
    }

    /// The match when `text` is exactly one lexicon name (or its plural) with no amounts,
    /// preparation or free-from words: then reading it as a phrase finds that food alone.
    func literalMatch(_ text: String) -> FoodMatch? {
        let words = FoodText.words(text)
        guard FreeFromWording.phrases(in: words).isEmpty, let entry = entry(for: words[...]) else { return nil }
        return FoodMatch(food: foods[entry.food], matchedName: entry.name, isTranslation: entry.translated)
    }

    /// The entry for these exact words, or for their plural stems.
    func entry(for words: ArraySlice<String>) -> Entry? {
        Self.entry(for: words, in: index)
    }

    private static func entry(for words: ArraySlice<String>, in index: [String: Entry]) -> Entry? {
        guard !words.isEmpty else { return nil }
        return index[FoodText.key(words)] ?? stemEntry(FoodText.stemKey(words), in: index)
    }

    /// The same, with the stems already worked out (phrase scanning reuses them).
    func entry(for words: ArraySlice<String>, stems: ArraySlice<String>) -> Entry? {
        guard !words.isEmpty else { return nil }
        return index[FoodText.key(words)] ?? Self.stemEntry(FoodText.key(stems), in: index)
    }

    /// The same, in text known to be in a language: its names are read besides English
    /// plural stems. When the two name different foods the words mean neither: with the
    /// accents folded, French "pâtes" (pasta) and "pâtés" are both "pates", so such a word
    /// is left unknown (unchecked) rather than guessed either way.
    func entry(for words: ArraySlice<String>, stems: ArraySlice<String>, in names: LanguageNames?) -> Entry? {
        guard let names, !words.isEmpty else { return entry(for: words, stems: stems) }
        if let exact = index[FoodText.key(words)] { return exact }
        let named = names.entry(for: words)
        let stemmed = Self.stemEntry(FoodText.key(stems), in: index)
        if let named, let stemmed, named.food != stemmed.food { return nil }
        return named ?? stemmed
    }

    /// The entry for English plural stems: never a name in another language.
    private static func stemEntry(_ key: String, in index: [String: Entry]) -> Entry? {
        guard let entry = index[key], !entry.translated else { return nil }
        return entry
    }
}
