import Foundation

/// Names the food a receipt line's words mean, surest way first: the household's learnt
/// words, the lexicon, the shop's abbreviations spelled out, a food at the end of words
/// that are all understood, a near miss of one or two letters. Anything else is
/// unknown, with its words cleaned for the person to name: never a guess.
struct ReceiptFoodNamer: Sendable {
    /// Near misses at least this close are named (one letter in eight).
    static let nearMatchScore = 0.875
    /// Below that and down to this, the closest food is only suggested.
    static let suggestionScore = 0.8
    /// Shorter names are too often another food with one letter wrong.
    static let nearMatchLength = 6

    /// The outcome for one line.
    struct Naming: Equatable {
        let name: String
        let food: String?
        let how: ReceiptNaming
        let suggestion: String?
        /// How sure the naming is, from 0 to 1, before the OCR's own confidence.
        let certainty: Float
    }

    let lexicon: FoodLexicon
    let vocabulary: ReceiptVocabulary
    let learnt: ReceiptDictionary
    /// Every word of every lexicon name ("glass" of glass noodles, "squash" of butternut
    /// squash): words another language's table must not translate.
    let lexiconWords: Set<String>

    /// The words of the lexicon's names, worked out once per reader.
    static func words(of lexicon: FoodLexicon) -> Set<String> {
        Set(lexicon.index.keys.flatMap { $0.split(separator: " ").map(String.init) })
    }

    /// The food these printed name words mean, with the receipt's languages in order of
    /// likelihood; nil when no word is left once brands and shop words are dropped.
    func name(_ printed: [String], key: String, languages: [ReceiptLanguage]) -> Naming? {
        let naming = naming(printed, key: key, languages: languages)
        guard naming?.how == .unknown, case let joined = rejoined(printed), joined != printed else { return naming }
        return self.naming(joined, key: key, languages: languages).flatMap { $0.how == .unknown ? nil : $0 } ?? naming
    }

    /// The words with any two neighbours joined whose join is a word LunchBox knows and
    /// not both are: an OCR engine splits a long line into pieces, and a piece may end
    /// inside a word ("STRAWB ERRIES", "natu rell").
    func rejoined(_ printed: [String]) -> [String] {
        var words: [String] = []
        for word in printed {
            if let last = words.last, !(knows(last) && knows(word)), knows(last + word) {
                words[words.count - 1] = last + word
            } else {
                words.append(word)
            }
        }
        return words
    }

    /// Whether LunchBox knows this word: from the lexicon's names or the receipt table.
    func knows(_ word: String) -> Bool {
        let folded = ReceiptText.fold(word)
        return lexiconWords.contains(folded) || vocabulary.knows(folded) || lexicon.lookup(folded).food != nil
    }

    /// A line with each run-together word split in two where both halves are words
    /// LunchBox knows and the whole is not ("BANANASLOOSE", "CARRIERBAG"): an OCR engine
    /// often misses a narrow space.
    func respaced(_ line: ReceiptTextLine) -> ReceiptTextLine {
        var changed = false
        let words = line.words.map { word -> RecognizedText in
            let pieces = word.text.split(separator: " ").map { piece -> String in
                guard let split = split(String(piece)) else { return String(piece) }
                changed = true
                return split
            }
            return RecognizedText(text: pieces.joined(separator: " "), confidence: word.confidence, box: word.box)
        }
        return changed ? ReceiptTextLine(words: words) : line
    }

    /// The word as two known words, the longer first half first; nil when it is known or
    /// splits no such way.
    private func split(_ word: String) -> String? {
        guard word.count >= 6, word.allSatisfy(\.isLetter), !knows(word) else { return nil }
        let characters = Array(word)
        for cut in stride(from: characters.count - 3, through: 3, by: -1) {
            let head = String(characters[..<cut])
            let tail = String(characters[cut...])
            if knows(head), knows(tail) { return "\(head) \(tail)" }
        }
        return nil
    }

    private func naming(_ printed: [String], key: String, languages: [ReceiptLanguage]) -> Naming? {
        if let food = learnt.food(for: key) {
            let known = lexicon.lookup(food).food?.name
            return Naming(name: known ?? food, food: known, how: .learnt, suggestion: nil, certainty: 1)
        }
        // A lexicon name printed in full is that food, whatever a shop abbreviates it to.
        if let match = lexicon.literalMatch(printed.joined(separator: " ")) {
            return Naming(name: match.food.name, food: match.food.name, how: .lexicon, suggestion: nil, certainty: 1)
        }
        let (shown, changed, kept) = spelledOut(printed, languages: languages)
        guard !shown.isEmpty else { return nil }
        // A lexicon name printed in full beside a flag or brand ("CHOCOLATE CHIPS KF"): the
        // flag goes, and "chips" is not spelled out as crisps.
        if changed, let match = lexicon.literalMatch(kept.joined(separator: " ")) {
            return Naming(name: match.food.name, food: match.food.name, how: .lexicon, suggestion: nil, certainty: 1)
        }
        let text = shown.joined(separator: " ")
        if let food = lexicon.lookup(text).food {
            return Naming(name: food.name, food: food.name, how: changed ? .abbreviation : .lexicon, suggestion: nil, certainty: changed ? 0.95 : 1)
        }
        if changed, let food = lexicon.lookup(printed.joined(separator: " ")).food {
            return Naming(name: food.name, food: food.name, how: .lexicon, suggestion: nil, certainty: 1)
        }
        let (head, understood) = headFood(of: text)
        if let head, understood {
            return Naming(name: head, food: head, how: .headWord, suggestion: nil, certainty: 0.9)
        }
        let near = nearMatches(of: text)
        if let best = near.first, best.score >= Self.nearMatchScore, text.count(where: \.isLetter) >= Self.nearMatchLength,
            near.dropFirst().first.map({ $0.score < best.score }) ?? true
        {
            return Naming(name: best.food.name, food: best.food.name, how: .nearMatch, suggestion: nil, certainty: Float(best.score) * 0.9)
        }
        let suggestion = head ?? near.first.map(\.food.name)
        return Naming(name: String(text.prefix(InventoryItem.maximumNameLength)), food: nil, how: .unknown, suggestion: suggestion, certainty: 0.5)
    }

    /// The words with the shop's abbreviations spelled out and brands dropped, lower
    /// case as printed otherwise ("räksallad" keeps its letters); whether anything
    /// changed; and the printed words with only the dropped ones left out (`kept`). Two-word entries first ("grn bns"). A word in another language's table
    /// is only spelled out when no lexicon name uses it or the translation names no
    /// other food: "paprika" on an English receipt
    /// is the spice, on a German one a bell pepper; "glass" in English is no Swedish ice cream.
    func spelledOut(_ printed: [String], languages: [ReceiptLanguage]) -> (words: [String], changed: Bool, kept: [String]) {
        let folded = printed.map(ReceiptText.fold)
        let plain = printed.map { $0.lowercased().trimmingCharacters(in: Self.edgePunctuation) }
        var words: [String] = []
        var kept: [String] = []
        var changed = false
        var index = 0
        while index < folded.count {
            if index + 1 < folded.count, let meaning = meaning(of: "\(folded[index]) \(folded[index + 1])", languages: languages) {
                words += meaning
                if !meaning.isEmpty { kept += plain[index...index + 1] }
                changed = true
                index += 2
                continue
            }
            let word = folded[index]
            if let meaning = meaning(of: word, languages: languages) {
                words += meaning
                if !meaning.isEmpty { kept.append(plain[index]) }
                changed = true
            } else if case let pieces = ReceiptText.pieces(word), pieces.count > 1,
                pieces.contains(where: { meaning(of: $0, languages: languages) != nil })
            {
                for piece in pieces { words += meaning(of: piece, languages: languages) ?? [piece] }
                kept.append(plain[index])
                changed = true
            } else if !word.isEmpty {
                words.append(plain[index])
                kept.append(plain[index])
            }
            index += 1
        }
        return (words.filter { !$0.isEmpty }, changed, kept.filter { !$0.isEmpty })
    }

    private func meaning(of folded: String, languages: [ReceiptLanguage]) -> [String]? {
        guard let primary = languages.first else { return nil }
        if let meaning = vocabulary.meaning(of: folded, languages: [primary]) { return meaning }
        guard let meaning = vocabulary.meaning(of: folded, languages: Array(languages.dropFirst())) else { return nil }
        guard lexiconWords.contains(folded) else { return meaning }
        // Translated only when that names no other food: "smör" is butter either way and
        // "normalsaltat" (of "normalsaltat smör") no food either way, but "glass" (of
        // glass noodles) would become ice cream.
        return lexicon.lookup(folded).food == lexicon.lookup(meaning.joined(separator: " ")).food ? meaning : nil
    }

    /// The lexicon food the words end in (after amounts and descriptors), and whether
    /// every other word was understood and named only foods of the same kind: "pasta
    /// penne" is penne, understood; "pringles sour cream" ends in sour cream but
    /// "pringles" is not understood; "ice cream vanilla" ends in a flavour.
    func headFood(of text: String) -> (food: String?, understood: Bool) {
        let reading = lexicon.reading(of: text)
        guard let last = reading.matches.last else { return (nil, false) }
        // Foods of one kind narrow each other ("PASTA PENNE", "CHOC DIGESTIVES"); of
        // several kinds, one may be a flavour ("ICE CREAM VANILLA", "CHEESE & ONION
        // CRISPS"): then the last is only offered, never taken.
        let single = Set(reading.matches.map(\.food.category)).count == 1
        let words = FoodText.words(text)
        let name = FoodText.stemKey(FoodText.words(last.matchedName))
        let nameLength = FoodText.words(last.matchedName).count
        var end = words.count
        while end >= nameLength {
            if FoodText.stemKey(words[end - nameLength..<end]) == name { return (last.food.name, single && reading.unknownWords.isEmpty) }
            guard end > 0, FoodText.isFiller(words[end - 1]) else { break }
            end -= 1
        }
        return (nil, false)
    }

    private func nearMatches(of text: String) -> [FoodMatch] {
        guard FoodText.words(text).count <= 5 else { return [] }
        return lexicon.bestMatches(for: text, limit: 2, minimumScore: Self.suggestionScore)
    }

    private static let edgePunctuation = CharacterSet.punctuationCharacters.union(.symbols)
}
