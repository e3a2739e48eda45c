/// Reads the foods named in text printed on packaging (from tesseract here, Apple
/// Vision on iOS): exact names and phrases through the lexicon, and near misses for
/// longer words, since OCR on a phone photo misreads letters ("YOGHIRT").
///
/// The big print on a carton names the product; the small print lists ingredients
/// ("water, sugar, salt"). Text is trusted in proportion to its height against the
/// tallest text read, so the product name wins over its ingredient list.
public struct LabelTextReader: Sendable {
    /// Near misses below this score are noise; 0.8 lets one wrong letter in five through.
    public static let minimumFuzzyScore = 0.8
    /// Shorter words are too often another word with one letter wrong ("pear", "peas").
    public static let minimumFuzzyLength = 5

    private let lexicon: FoodLexicon

    public init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
    }

    /// The foods the lines name, as label-reader candidates (the pipeline merges repeats).
    public func candidates(from lines: [RecognizedText]) -> [ScanCandidate] {
        let tallest = lines.compactMap { $0.box?.height }.max() ?? 0
        var found: [ScanCandidate] = []
        for line in lines {
            let prominence = Self.prominence(of: line, tallest: tallest)
            let base = line.confidence * prominence
            let exact = lexicon.mentions(in: line.text)
            for match in exact {
                found.append(ScanCandidate(label: match.food.name, confidence: base, recognizer: .labelReader, box: line.box))
            }
            let named = Set(exact.map { FoodText.key(FoodText.words($0.matchedName)) })
            for word in FoodText.words(line.text) where word.count >= Self.minimumFuzzyLength && !named.contains(word) {
                guard lexicon.lookup(word).food == nil,
                    let near = lexicon.bestMatches(for: word, limit: 1, minimumScore: Self.minimumFuzzyScore).first
                else { continue }
                found.append(
                    ScanCandidate(label: near.food.name, confidence: base * Float(near.score), recognizer: .labelReader, box: line.box))
            }
        }
        return found
    }

    /// 1 for text at least half as tall as the tallest, less for smaller print; 1 when
    /// the engine gave no boxes.
    static func prominence(of line: RecognizedText, tallest: Double) -> Float {
        guard let height = line.box?.height, tallest > 0 else { return 1 }
        return Float(min(1, height / (tallest * 0.5)))
    }
}
