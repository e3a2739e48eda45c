import Foundation

/// Reads a photographed till receipt from the words an OCR engine found on it: groups
/// them into printed lines, leaves out every line that is no food (totals, tax, payment,
/// savings, deposits, bags, loyalty, the shop's own lines, household goods), joins
/// quantity lines ("3 @ 0.45", "0.854 kg @ £0.94/kg") to their item, and names each
/// item's food. A line whose words name no food is returned unknown, for the person to
/// name, never guessed into a food.
///
/// British, American, German and Swedish layouts: prices with a decimal point or comma,
/// tax flags after the price, barcodes, multi-buys above or below their item, weights on
/// the item's line or the next. Learnt words (`ReceiptDictionary`) come first, so a shop
/// the household has corrected before reads right.
public struct ReceiptReader: Sendable {
    /// The most printed lines read from one receipt; a long weekly shop has about 150.
    public static let maximumLines = 600

    private let lexicon: FoodLexicon
    private let vocabulary: ReceiptVocabulary
    private let lexiconWords: Set<String>
    private let grouper = ReceiptLineGrouper()

    /// Build once and keep: it gathers the lexicon's words (a few milliseconds).
    public init(lexicon: FoodLexicon, vocabulary: ReceiptVocabulary) {
        self.lexicon = lexicon
        self.vocabulary = vocabulary
        lexiconWords = ReceiptFoodNamer.words(of: lexicon)
    }

    /// The receipt in these OCR words (or lines), with what the household taught
    /// LunchBox about this shop.
    public func read(_ texts: [RecognizedText], learnt: ReceiptDictionary = .empty) -> ReceiptReading {
        read(lines: grouper.lines(from: texts), learnt: learnt)
    }

    /// The receipt in these printed lines, top to bottom.
    public func read(lines printed: [ReceiptTextLine], learnt: ReceiptDictionary = .empty) -> ReceiptReading {
        let namer = ReceiptFoodNamer(lexicon: lexicon, vocabulary: vocabulary, learnt: learnt, lexiconWords: lexiconWords)
        var lines = printed.prefix(Self.maximumLines).enumerated().map { Line(namer.respaced($1), index: $0, vocabulary: vocabulary) }
        let languages = Self.languages(of: lines, vocabulary: vocabulary)
        Self.attachQuantities(in: &lines)
        let firstPriced = lines.firstIndex { $0.kind == .item && ($0.parse.price != nil || $0.quantity != nil) } ?? lines.count

        var items: [ReceiptItem] = []
        var skipped: [ReceiptSkippedLine] = []
        for (index, line) in lines.enumerated() {
            switch line.kind {
            case .item:
                if let item = item(from: line, in: lines, namer: namer, languages: languages, header: index < firstPriced) {
                    items.append(item)
                } else {
                    let kind: ReceiptLineKind = index < firstPriced ? .shop : line.parse.price == nil ? .unpriced : .noWords
                    skipped.append(ReceiptSkippedLine(text: line.text, kind: kind, box: line.box))
                }
            case .quantity(let owner):
                if owner == nil { skipped.append(ReceiptSkippedLine(text: line.text, kind: .strayQuantity, box: line.box)) }
            case .notFood(let kind):
                skipped.append(ReceiptSkippedLine(text: line.text, kind: kind, box: line.box))
            }
        }
        for line in printed.dropFirst(Self.maximumLines) {
            skipped.append(ReceiptSkippedLine(text: ReceiptText.sanitised(line.text), kind: .overflow, box: line.box))
        }
        let currencies = items.compactMap { $0.price?.currency ?? $0.unitPrice?.currency }
        let currency = Dictionary(grouping: currencies, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
        return ReceiptReading(items: items, skipped: skipped, language: languages[0], currency: currency)
    }

    /// The item a line (and its quantity line) makes, or nil when it is not one: no
    /// words left once brands are dropped, or no price and no known food (a heading).
    private func item(from line: Line, in lines: [Line], namer: ReceiptFoodNamer, languages: [ReceiptLanguage], header: Bool) -> ReceiptItem? {
        let quantityLine = line.quantity.map { lines[$0] }
        let priced = line.parse.price != nil || quantityLine != nil
        if header && !priced { return nil }
        let key = ReceiptDictionary.key(words: line.parse.name)
        guard let naming = namer.name(line.parse.name, key: key, languages: languages) else { return nil }
        if !priced && naming.how == .unknown { return nil }

        let detail = quantityLine?.parse
        let parts = [line] + (quantityLine.map { [$0] } ?? [])
        let ordered = parts.sorted { $0.index < $1.index }
        let ocr = parts.map(\.confidence).reduce(0, +) / Float(parts.count)
        let quantity = Self.quantityText(
            count: detail?.count ?? line.parse.count, pack: line.parse.packCount, size: line.parse.size, weight: detail?.weight ?? line.parse.weight)
        return ReceiptItem(
            name: naming.name, food: naming.food, naming: naming.how, suggestion: naming.suggestion, quantity: quantity,
            price: line.parse.price ?? detail?.price, unitPrice: detail?.unitPrice ?? line.parse.unitPrice, key: key,
            text: ordered.map(\.text).joined(separator: "\n"), box: ordered.compactMap(\.box).reduce(nil) { $0?.union($1) ?? $1 },
            confidence: ocr * naming.certainty * (priced ? 1 : 0.8))
    }

    /// How much, as the kitchen stores it: a weight as weighed ("0.854 kg"), else the
    /// pack size times the count ("2 x 400 g"), else the count ("2"); empty when the
    /// receipt says nothing.
    static func quantityText(count: Int?, pack: Double?, size: ReceiptMeasure?, weight: ReceiptMeasure?) -> String {
        if let weight { return weight.kitchenText }
        let pieces = Double(count ?? 1) * (pack ?? 1)
        if let size { return pieces > 1 ? "\(ReceiptUnit.number(pieces)) x \(size.kitchenText)" : size.kitchenText }
        if count != nil || pack != nil { return ReceiptUnit.number(pieces) }
        return ""
    }

    /// The receipt's languages, likeliest first: by its no-food wording ("Summe",
    /// "Totalt"), its currencies and whether prices have a decimal comma.
    static func languages(of lines: [Line], vocabulary: ReceiptVocabulary) -> [ReceiptLanguage] {
        var score: [ReceiptLanguage: Int] = [:]
        for line in lines {
            for (language, hits) in vocabulary.languageHits(in: line.pieces) { score[language, default: 0] += 2 * hits }
            switch line.parse.currency.map(ReceiptText.fold) {
            case "£", "$", "gbp", "usd", "us$": score[.en, default: 0] += 2
            case "€", "eur", "euro": score[.de, default: 0] += 2
            case "kr", "sek", "kronor": score[.sv, default: 0] += 2
            default: break
            }
            if let price = line.parse.price?.text, price.contains(",") {
                score[.de, default: 0] += 1
                score[.sv, default: 0] += 1
            }
        }
        return ReceiptLanguage.allCases.enumerated().sorted { ((score[$0.element] ?? 0), -$0.offset) > ((score[$1.element] ?? 0), -$1.offset) }
            .map(\.element)
    }
}
