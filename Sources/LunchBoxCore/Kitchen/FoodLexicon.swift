import Foundation

/// The foods LunchBox knows: what a name means, what it contains, how it keeps.
///
/// Lookup folds case, accents, regular plurals, amounts and preparation words ("3 large
/// eggs" is eggs, "jalapeños" is jalapeño); anything else is reported as unknown, never
/// guessed. Near misses from typos and OCR are offered separately, with a score, by
/// `bestMatches(for:)`. Built once at the composition root (`bundled()`) and injected.
public struct FoodLexicon: Sendable {
    /// Where a name in the index points: a food, the name as written in the lexicon,
    /// and whether the key is that name exactly (an exact name beats a folded plural).
    struct Entry: Sendable {
        let food: Int
        let name: String
        let exact: Bool
    }

    public let foods: [Food]
    /// What goes with what, by cuisine, for the offline chef.
    public let pairings: FoodPairings
    /// Folded names (and their plural stems) to foods.
    let index: [String: Entry]
    /// The most words in any name, so phrase scanning knows how far to look ahead.
    let longestName: Int
    /// Every key as scalars, for fuzzy matching.
    let fuzzyKeys: [(key: [Unicode.Scalar], entry: Entry)]

    /// A lexicon of these foods; throws when two foods share a name.
    public init(foods: [Food], pairings: FoodPairings = .none) throws {
        var index: [String: Entry] = [:]
        var longest = 1
        var stems: [(key: String, entry: Entry)] = []
        for (position, food) in foods.enumerated() {
            for name in food.allNames {
                let words = FoodText.words(name)
                guard !words.isEmpty else { throw FoodLexiconError.emptyName }
                guard !FreeFromWording.isReserved(words) else { throw FoodLexiconError.reservedWording(name) }
                longest = max(longest, words.count)
                let key = FoodText.key(words)
                if let existing = index[key], existing.food != position {
                    throw FoodLexiconError.duplicateName(name, foods: [foods[existing.food].name, food.name])
                }
                if index[key] == nil { index[key] = Entry(food: position, name: name, exact: true) }
                stems.append((FoodText.stemKey(words), Entry(food: position, name: name, exact: false)))
            }
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
        self.index = index
        self.longestName = longest
        self.fuzzyKeys = index.map { (Array($0.key.unicodeScalars), $0.value) }.sorted { $0.entry.name < $1.entry.name }
    }

    /// A lexicon from JSON: an array of foods as in the bundled foods.json, and the
    /// pairing table as in pairings.json.
    public init(json data: Data, pairings pairingData: Data? = nil) throws {
        let foods: [Food]
        let pairings: FoodPairings
        do {
            foods = try JSONDecoder().decode([Food].self, from: data)
            pairings = try pairingData.map { try JSONDecoder().decode(FoodPairings.self, from: $0) } ?? .none
        } catch {
            throw FoodLexiconError.unreadable(reason: String(describing: error))
        }
        try self.init(foods: foods, pairings: pairings)
    }

    /// The lexicon shipped with LunchBox. Load it once and pass it to whoever needs it.
    public static func bundled() throws -> FoodLexicon {
        try FoodLexicon(json: try resource("foods"), pairings: try resource("pairings"))
    }

    private static func resource(_ name: String) throws -> Data {
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
        let remaining = Self.removing(phrases, from: words)
        // Most names are written plainly; only build the cleaned forms when they are not.
        if let entry = entry(for: remaining[...]) {
            return .known(FoodMatch(food: foods[entry.food], matchedName: entry.name, freeFrom: freeFrom))
        }
        let candidates = Self.cleanedForms(of: remaining)
        for candidate in candidates {
            if let entry = entry(for: candidate[...]) {
                return .known(FoodMatch(food: foods[entry.food], matchedName: entry.name, freeFrom: freeFrom))
            }
        }
        return .unknown(FoodText.key(candidates.last ?? remaining))
    }

    /// The match when `text` is exactly one lexicon name (or its plural) with no amounts,
    /// preparation or free-from words: then reading it as a phrase finds that food alone.
    func literalMatch(_ text: String) -> FoodMatch? {
        let words = FoodText.words(text)
        guard FreeFromWording.phrases(in: words).isEmpty, let entry = entry(for: words[...]) else { return nil }
        return FoodMatch(food: foods[entry.food], matchedName: entry.name)
    }

    /// The entry for these exact words, or for their plural stems.
    func entry(for words: ArraySlice<String>) -> Entry? {
        guard !words.isEmpty else { return nil }
        return index[FoodText.key(words)] ?? index[FoodText.stemKey(words)]
    }

    /// The same, with the stems already worked out (phrase scanning reuses them).
    func entry(for words: ArraySlice<String>, stems: ArraySlice<String>) -> Entry? {
        guard !words.isEmpty else { return nil }
        return index[FoodText.key(words)] ?? index[FoodText.key(stems)]
    }

    /// The forms lookup tries, from most to least literal: the words; without amounts at
    /// the start ("a bag of meat sticks"), then at either end ("3 eggs x2"); also without
    /// preparation words at the end ("red onion, finely chopped" -> "red onion"), then at
    /// the start too ("sliced cheddar" -> "cheddar"); finally without any amount or
    /// preparation word at all.
    static func cleanedForms(of words: [String]) -> [[String]] {
        var forms = [words]
        func add(_ form: ArraySlice<String>) {
            if !form.isEmpty, Array(form) != forms.last { forms.append(Array(form)) }
        }
        var start = words.startIndex
        var end = words.endIndex
        while start < end, FoodText.isQuantity(words[start]) || words[start] == "of" {
            // Each cut of a leading amount run, since a number can belong to the name
            // ("half a five spice").
            start += 1
            if start < end { add(words[start..<end]) }
        }
        while end > start, FoodText.isQuantity(words[end - 1]) { end -= 1 }
        add(words[start..<end])
        while end > start, FoodText.isFiller(words[end - 1]) { end -= 1 }
        add(words[start..<end])
        // One preparation word at a time: "leftover green curry" is green curry before curry.
        while start < end, FoodText.isFiller(words[start]) {
            start += 1
            add(words[start..<end])
        }
        add(words.filter { !FoodText.isQuantity($0) && !FoodVocabulary.descriptors.contains($0) && $0 != "of" }[...])
        return forms
    }

    static func removing(_ phrases: [FreeFromWording.Phrase], from words: [String]) -> [String] {
        guard !phrases.isEmpty else { return words }
        return words.indices.filter { index in !phrases.contains { $0.range.contains(index) } }.map { words[$0] }
    }
}
