/// Reading longer text (an ingredient line, a recipe phrase) for the foods it mentions.
extension FoodLexicon {
    /// What one ingredient line says: the foods it names, longest name first, and the
    /// words that were neither a food nor an amount or preparation word.
    struct Reading: Equatable {
        var matches: [FoodMatch]
        var unknownWords: [String]
    }

    /// Every lexicon food named in `phrase`, in order. The longest name wins, so
    /// "almond milk" is almond milk, not milk, and "peanut butter" is not butter.
    /// Free-from wording applies to the food it qualifies ("dairy-free cheese").
    public func mentions(in phrase: String, language: Language? = nil) -> [FoodMatch] {
        reading(of: phrase, in: language).matches
    }

    /// What `text` says; in `language` when the text is known to be written in it (an
    /// AI reply in the household's language: `FoodLexicon+Languages.swift`).
    func reading(of text: String, in language: Language? = nil) -> Reading {
        let names = language.flatMap { languages[$0] }
        let words = words(of: text, in: names)
        let phrases = FreeFromWording.phrases(in: words)
        var blocked = [Bool](repeating: false, count: words.count)
        for phrase in phrases { for index in phrase.range { blocked[index] = true } }

        let (found, unknown) = bestReading(of: words, blocked: blocked, names: names)

        var freeFrom = [Set<FoodContent>](repeating: [], count: found.count)
        for phrase in phrases {
            if let target = qualifiedMatch(of: phrase, among: found.map(\.range), words: words) {
                freeFrom[target].formUnion(phrase.contents)
            }
        }
        let matches = found.enumerated().map { offset, item in
            FoodMatch(food: foods[item.entry.food], matchedName: item.entry.name, freeFrom: freeFrom[offset], isTranslation: item.entry.translated)
        }
        return Reading(matches: matches, unknownWords: unknown)
    }

    /// How good a reading of a phrase is: fewer unknown words first, then more words
    /// covered by foods ("a loaf" is bread, not an amount), then fewer, longer foods
    /// ("almond milk", not almond and milk).
    private struct Score: Comparable {
        var unknown = 0
        var uncovered = 0
        var matches = 0

        static func < (lhs: Score, rhs: Score) -> Bool {
            (lhs.unknown, lhs.uncovered, lhs.matches) < (rhs.unknown, rhs.uncovered, rhs.matches)
        }
    }

    /// The best split of `words` into foods and other words, by `Score`: a small dynamic
    /// programme from the end of the phrase, so "3 large egg whites" is egg whites even
    /// though "large eggs" is also a name. Ties go to the longer name first.
    private func bestReading(of words: [String], blocked: [Bool], names: LanguageNames?) -> ([(range: Range<Int>, entry: Entry)], [String]) {
        let count = words.count
        let stems = words.map(FoodText.stem)
        var best = [Score](repeating: Score(), count: count + 1)
        var choice = [Int](repeating: 0, count: count + 1)
        var entries = [Entry?](repeating: nil, count: count + 1)
        for position in stride(from: count - 1, through: 0, by: -1) {
            // Skipping the word: free for blocked and filler words, else one unknown.
            var skip = best[position + 1]
            skip.uncovered += 1
            if !blocked[position], !FoodText.isFiller(words[position]) { skip.unknown += 1 }
            best[position] = skip
            choice[position] = 0
            guard !blocked[position] else { continue }
            for length in 1...min(longestName, count - position) {
                let range = position..<position + length
                if blocked[range].contains(true) { break }
                guard let entry = entry(for: words[range], stems: stems[range], in: names) else { continue }
                var matched = best[position + length]
                matched.matches += 1
                // On a tie the longer name here wins ("sweet potato" + "wedges").
                if matched < best[position] || (matched == best[position] && choice[position] > 0) {
                    best[position] = matched
                    choice[position] = length
                    entries[position] = entry
                }
            }
        }
        var found: [(range: Range<Int>, entry: Entry)] = []
        var unknown: [String] = []
        var position = 0
        while position < count {
            if choice[position] > 0, let entry = entries[position] {
                found.append((position..<position + choice[position], entry))
                position += choice[position]
            } else {
                if !blocked[position], !FoodText.isFiller(words[position]) { unknown.append(words[position]) }
                position += 1
            }
        }
        return (found, unknown)
    }

    /// The match free-from wording belongs to: the food right after it ("gluten-free
    /// bread"), else the food right before it ("bread, gluten-free"). Only amounts and
    /// preparation words may stand between; across "and" or "with" it qualifies nothing,
    /// so "vegan mayo and cheese" does not make the cheese vegan.
    private func qualifiedMatch(of phrase: FreeFromWording.Phrase, among ranges: [Range<Int>], words: [String]) -> Int? {
        func onlyModifiers(_ range: Range<Int>) -> Bool {
            range.allSatisfy { FoodText.isQuantity(words[$0]) || FoodVocabulary.descriptors.contains(words[$0]) }
        }
        if let next = ranges.firstIndex(where: { $0.lowerBound >= phrase.range.upperBound }),
            onlyModifiers(phrase.range.upperBound..<ranges[next].lowerBound)
        {
            return next
        }
        if let previous = ranges.lastIndex(where: { $0.upperBound <= phrase.range.lowerBound }),
            onlyModifiers(ranges[previous].upperBound..<phrase.range.lowerBound)
        {
            return previous
        }
        return nil
    }
}
