import Foundation

/// The wording of till receipts in English, German and Swedish (LunchBox's own table,
/// Resources/receipt-words.json): what shop abbreviations mean ("SKMD" is skimmed,
/// "Vollm." whole milk, "MJÖLK" milk), which words say nothing about the food (brands,
/// "LOOSE"), and which lines are no food (totals, tax, payment, savings, deposits,
/// bags, loyalty, the shop's own lines, household goods).
///
/// Loaded once at the composition root (`bundled()`) and injected, like the lexicon.
public struct ReceiptVocabulary: Sendable {
    /// A phrase that marks a line as no food.
    struct Phrase: Sendable {
        let words: [String]
        let kind: ReceiptLineKind
        let languages: Set<ReceiptLanguage>
    }

    /// Folded receipt words (one or two) to what they mean, by language; an empty
    /// meaning drops the word.
    private let abbreviations: [ReceiptLanguage: [String: [String]]]
    private let phrases: [String: [Phrase]]
    /// Words that make up a whole line of one kind ("CARRIER BAG", "BAR", "3 FOR 2").
    private let lineWords: [ReceiptLineKind: Set<String>]

    /// The vocabulary from JSON in the shape of the bundled receipt-words.json.
    public init(json data: Data) throws {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw ReceiptVocabularyError.unreadable(reason: String(describing: error))
        }
        var abbreviations: [ReceiptLanguage: [String: [String]]] = [:]
        var phrases: [String: [Phrase]] = [:]
        var lineWords: [ReceiptLineKind: Set<String>] = [:]
        for (code, table) in file.languages {
            guard let language = ReceiptLanguage(rawValue: code) else { throw ReceiptVocabularyError.unreadable(reason: "unknown language \(code)") }
            var meanings: [String: [String]] = [:]
            for (word, meaning) in table.abbreviations {
                let key = Self.key(word)
                let words = meaning.split(separator: " ").map(String.init)
                if let existing = meanings[key], existing != words {
                    throw ReceiptVocabularyError.unreadable(reason: "\(code): \(word) means both \(existing) and \(words)")
                }
                meanings[key] = words
            }
            abbreviations[language] = meanings
            for (name, list) in table.notFood {
                guard let kind = ReceiptLineKind(rawValue: name), kind != .item else { throw ReceiptVocabularyError.unreadable(reason: "unknown kind \(name)") }
                for text in list {
                    let words = ReceiptText.foldedPieces(text)
                    guard let first = words.first else { continue }
                    if let index = phrases[first]?.firstIndex(where: { $0.words == words }), let existing = phrases[first]?[index] {
                        phrases[first]?[index] = Phrase(words: words, kind: existing.kind, languages: existing.languages.union([language]))
                    } else {
                        phrases[first, default: []].append(Phrase(words: words, kind: kind, languages: [language]))
                    }
                }
            }
            for (name, list) in table.notFoodLines {
                guard let kind = ReceiptLineKind(rawValue: name), kind != .item else { throw ReceiptVocabularyError.unreadable(reason: "unknown kind \(name)") }
                lineWords[kind, default: []].formUnion(list.flatMap(ReceiptText.foldedPieces))
            }
        }
        self.abbreviations = abbreviations
        self.phrases = phrases
        self.lineWords = lineWords
    }

    /// The vocabulary shipped with LunchBox. Load it once and pass it to whoever needs it.
    public static func bundled() throws -> ReceiptVocabulary {
        guard let url = Bundle.module.url(forResource: "receipt-words", withExtension: "json") else {
            throw ReceiptVocabularyError.missingResource
        }
        do {
            return try ReceiptVocabulary(json: try Data(contentsOf: url))
        } catch let error as ReceiptVocabularyError {
            throw error
        } catch {
            throw ReceiptVocabularyError.unreadable(reason: error.localizedDescription)
        }
    }

    /// What a folded receipt word (or two words joined by a space) means, trying the
    /// languages in `order`: nil when no table knows it, empty when it says nothing.
    func meaning(of folded: String, languages order: [ReceiptLanguage]) -> [String]? {
        for language in order {
            if let meaning = abbreviations[language]?[folded] { return meaning }
        }
        return nil
    }

    /// Whether this folded word is one the table has: an abbreviation in any language, or
    /// a word of a no-food phrase or line.
    func knows(_ folded: String) -> Bool {
        abbreviations.values.contains { $0[folded] != nil } || phrases[folded] != nil || lineWords.values.contains { $0.contains(folded) }
    }

    /// The kind of line these folded pieces make when it is no food, else nil: a phrase
    /// anywhere ("SUB TOTAL", "MwSt", "Att betala"), or a line made only of one kind's
    /// words ("CARRIER BAG", "BAR"). When phrases of several kinds appear, the
    /// more specific wins: a deposit refund is a deposit, not a discount.
    func notFoodKind(of pieces: [String]) -> ReceiptLineKind? {
        let found = Set(matches(in: pieces).map(\.kind))
        if let kind = Self.precedence.first(where: found.contains) { return kind }
        for kind in Self.precedence {
            guard let set = lineWords[kind], pieces.contains(where: set.contains) else { continue }
            if pieces.allSatisfy({ set.contains($0) || FoodText.isFiller($0) }) { return kind }
        }
        return nil
    }

    /// How many of the no-food phrases of each language these pieces hold: which
    /// language the receipt is printed in.
    func languageHits(in pieces: [String]) -> [ReceiptLanguage: Int] {
        var hits: [ReceiptLanguage: Int] = [:]
        for phrase in matches(in: pieces) {
            for language in phrase.languages { hits[language, default: 0] += 1 }
        }
        return hits
    }

    private func matches(in pieces: [String]) -> [Phrase] {
        var found: [Phrase] = []
        for start in pieces.indices {
            for phrase in phrases[pieces[start]] ?? [] where pieces[start...].starts(with: phrase.words) {
                found.append(phrase)
            }
        }
        return found
    }

    /// A table word folded as receipt words are: "Vollm." -> "vollm", "MJÖLK" -> "mjolk".
    static func key(_ word: String) -> String {
        word.split(separator: " ").map { ReceiptText.fold(String($0)) }.joined(separator: " ")
    }

    private static let precedence: [ReceiptLineKind] = [.deposit, .discount, .loyalty, .payment, .tax, .total, .household, .bag, .shop]

    private struct File: Decodable {
        let languages: [String: Language]
    }

    private struct Language: Decodable {
        let abbreviations: [String: String]
        let notFood: [String: [String]]
        let notFoodLines: [String: [String]]
    }
}
