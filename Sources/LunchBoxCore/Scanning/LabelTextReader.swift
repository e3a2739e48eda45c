/// Reads the foods named in text printed on packaging (from the scene-text reader here,
/// Apple Vision on iOS): exact names and phrases through the lexicon, in any language it
/// speaks, and near misses for longer words, since OCR on a phone photo misreads letters
/// ("YOGHIRT").
///
/// A carton is words scattered over a picture, each region read apart, so a food's name
/// may span regions ("APPLE" above "JUICE"): the regions are also read together, top to
/// bottom. A compound word names its last part, as German and Swedish build them
/// ("SOMMARMJÖLK" is a summer milk, "Vollmilch" a whole milk). When one food's name holds
/// another's ("apple juice", "apple"), the more specific food is what the pack is.
///
/// The big print on a carton names the product; the small print lists ingredients
/// ("water, sugar, salt"). Text is trusted in proportion to its height against the
/// tallest text read, so the product name wins over its ingredient list.
public struct LabelTextReader: Sendable {
    /// Near misses below this score are noise; 0.8 lets one wrong letter in five through.
    public static let minimumFuzzyScore = 0.8
    /// Shorter words are too often another word with one letter wrong ("pear", "peas").
    public static let minimumFuzzyLength = 5
    /// A compound's last part is read when the word is at least this long and the part at
    /// least `shortestCompoundHead` letters, with `shortestCompoundHead` before it.
    static let shortestCompound = 7
    static let shortestCompoundHead = 4
    /// A food read from a compound's last part, or across regions, is a little less sure.
    static let inferredTrust: Float = 0.9
    /// A food named only by one word that also begins other foods' names ("SOYA" on a soya
    /// drink, "VANILLA" on a yogurt) is kept below the default threshold: shown when the
    /// person asks for less sure detections, never by default.
    static let modifierTrust: Float = 0.55

    /// A photo with at least this many runs of text is a pack covered in print, where a
    /// fruit named alone is a flavour (`FoodLexicon.fruitWords()`).
    static let printedPack = 3

    private let lexicon: FoodLexicon
    /// `FoodLexicon.modifierWords()` and `fruitWords()`, worked out once.
    private let modifiers: Set<String>
    private let fruits: Set<String>

    public init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
        modifiers = lexicon.modifierWords()
        fruits = lexicon.fruitWords()
    }

    /// A food read, with the words of the printed text that named it.
    struct Sighting {
        var candidate: ScanCandidate
        var words: Set<String>
    }

    /// The foods the lines name, as label-reader candidates (the pipeline merges repeats).
    public func candidates(from lines: [RecognizedText]) -> [ScanCandidate] {
        let tallest = lines.compactMap { $0.box?.height }.max() ?? 0
        var found: [Sighting] = []
        let flavours = lines.count >= Self.printedPack ? modifiers.union(fruits) : modifiers
        for line in lines {
            let base = line.confidence * Self.prominence(of: line, tallest: tallest)
            found += foods(in: line.text, flavours: flavours).map {
                Sighting(candidate: ScanCandidate(label: $0.name, confidence: base * $0.trust, recognizer: .labelReader, box: line.box), words: $0.words)
            }
        }
        found += acrossRegions(lines, tallest: tallest, alreadyFound: Set(found.map(\.candidate.label)))
        return flavoursBesideTheProduct(Self.mostSpecific(found))
    }

    /// A pack names one product; a seasoning read beside it ("VANILLA" on a yogurt, "SOJA"
    /// on a soya drink) is its flavour or what it is made of, so it is kept below the
    /// default threshold. A seasoning read alone is what the jar is.
    private func flavoursBesideTheProduct(_ candidates: [ScanCandidate]) -> [ScanCandidate] {
        let seasonings = candidates.map { lexicon.lookup($0.label).food?.category == .condiment }
        guard seasonings.contains(false) else { return candidates }
        return zip(candidates, seasonings).map { candidate, isSeasoning in
            guard isSeasoning else { return candidate }
            return ScanCandidate(
                label: candidate.label, confidence: candidate.confidence * Self.modifierTrust, recognizer: candidate.recognizer, box: candidate.box,
                quantity: candidate.quantity, barcode: candidate.barcode)
        }
    }

    /// The foods one run of text names, with how far each is trusted (1 for a name read
    /// whole) and the words that named it.
    private func foods(in text: String, flavours: Set<String>) -> [(name: String, trust: Float, words: Set<String>)] {
        let exact = lexicon.mentions(in: text)
        var found = exact.map { match in
            let words = FoodText.words(match.matchedName)
            let alone = words.count == 1 && flavours.contains(words[0])
            return (name: match.food.name, trust: alone ? Self.modifierTrust : Float(1), words: Set(words.map(FoodText.stem)))
        }
        let named = Set(exact.flatMap { FoodText.words($0.matchedName) })
        for word in FoodText.words(text) where !named.contains(word) && lexicon.lookup(word).food == nil {
            if word.count >= Self.minimumFuzzyLength,
                let near = lexicon.bestMatches(for: word, limit: 1, minimumScore: Self.minimumFuzzyScore).first,
                !Self.isAdjective(word, of: FoodText.key(FoodText.words(near.matchedName)))
            {
                found.append((near.food.name, Float(near.score), Set(FoodText.words(near.matchedName).map(FoodText.stem))))
            } else if let head = compoundHead(of: word) {
                found.append((head.name, head.trust, [FoodText.stem(word)]))
            }
        }
        return found
    }

    /// True when `word` is the adjective made from a food's name, not a misreading of it:
    /// "CREAMY" on a soya yoghurt is not cream, nor "cheesy" cheese or "fruity" fruit.
    static func isAdjective(_ word: String, of name: String) -> Bool {
        let bases = name.hasSuffix("e") ? [name, String(name.dropLast())] : [name]
        return bases.contains { base in ["y", "ey", "ie", "ly"].contains { word == base + $0 } }
    }

    /// The food a compound word's last part names ("sommarmjolk" -> milk): the longest
    /// part read exactly, else the longest part of five letters or more read as a near
    /// miss. Exact parts come first, so "mildlattyoghurt" is a yoghurt, not the near miss
    /// "lattyoghurt" makes of "oat yoghurt".
    private func compoundHead(of word: String) -> (name: String, trust: Float)? {
        let letters = Array(word)
        guard letters.count >= Self.shortestCompound else { return nil }
        let parts = (Self.shortestCompoundHead - 1...letters.count - Self.shortestCompoundHead).map { String(letters[$0...]) }
        for part in parts {
            if let food = lexicon.lookup(part).food { return (food.name, Self.inferredTrust) }
        }
        for part in parts where part.count >= Self.minimumFuzzyLength {
            if let near = lexicon.bestMatches(for: part, limit: 1, minimumScore: Self.minimumFuzzyScore).first {
                return (near.food.name, Self.inferredTrust * Float(near.score))
            }
        }
        return nil
    }

    /// The foods named only by reading the regions together, top to bottom and left to
    /// right, at the confidence of the least sure region.
    private func acrossRegions(_ lines: [RecognizedText], tallest: Double, alreadyFound: Set<String>) -> [Sighting] {
        guard lines.count > 1 else { return [] }
        let ordered = lines.sorted { ($0.box?.y ?? 0, $0.box?.x ?? 0) < ($1.box?.y ?? 0, $1.box?.x ?? 0) }
        let joined = ordered.map(\.text).joined(separator: " ")
        return lexicon.mentions(in: joined).compactMap { match in
            let name = match.food.name
            guard !alreadyFound.contains(name) else { return nil }
            let words = Set(FoodText.words(match.matchedName).map(FoodText.stem))
            let involved = ordered.filter { !words.isDisjoint(with: FoodText.words($0.text).map(FoodText.stem)) }
            guard involved.count > 1 else { return nil }
            let confidence = involved.map { $0.confidence * Self.prominence(of: $0, tallest: tallest) }.min() ?? 0
            let box = involved.compactMap(\.box).reduce(nil) { (union: ScanBox?, next: ScanBox) in union?.union(next) ?? next }
            return Sighting(
                candidate: ScanCandidate(label: name, confidence: confidence * Self.inferredTrust, recognizer: .labelReader, box: box), words: words)
        }
    }

    /// Leaves out a food named by words that all name another food found ("apple" or
    /// "juice" beside "apple juice"): the pack is the more specific one.
    static func mostSpecific(_ found: [Sighting]) -> [ScanCandidate] {
        found.filter { sighting in
            !found.contains { other in other.candidate.label != sighting.candidate.label && sighting.words.isStrictSubset(of: other.words) }
        }.map(\.candidate)
    }

    /// 1 for text at least half as tall as the tallest, less for smaller print; 1 when
    /// the engine gave no boxes.
    static func prominence(of line: RecognizedText, tallest: Double) -> Float {
        guard let height = line.box?.height, tallest > 0 else { return 1 }
        return Float(min(1, height / (tallest * 0.5)))
    }
}
