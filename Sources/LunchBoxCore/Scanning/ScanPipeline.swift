import Foundation

/// Candidates from every recognizer to the detections a person confirms: labels named
/// by the lexicon (unknown words kept as read, never guessed), one detection per food,
/// then the confidence threshold (LB Property 4).
///
/// Two recognizers that agree are more likely right than either alone, so a food seen
/// by several kinds gets 1 - (1 - a)(1 - b)… ; repeats from one kind count once (the
/// best). A detection keeps the box and quantity of its surest sighting.
public struct ScanPipeline: Sendable {
    public let filter: ConfidenceFilter
    private let lexicon: FoodLexicon

    public init(lexicon: FoodLexicon, filter: ConfidenceFilter = ConfidenceFilter()) {
        self.lexicon = lexicon
        self.filter = filter
    }

    /// What one pass makes of the candidates.
    public struct Output: Sendable {
        /// Above the threshold, surest first: what the person confirms.
        public let detected: [DetectedItem]
        /// Every merged detection, before the threshold.
        public let considered: [DetectedItem]
    }

    /// The whole pipeline: named, merged, then thresholded.
    public func process(_ candidates: [ScanCandidate]) -> Output {
        let considered = merged(candidates.compactMap(named))
        return Output(detected: filter.filter(considered), considered: considered)
    }

    /// The detections above the threshold, surest first.
    public func detections(from candidates: [ScanCandidate]) -> [DetectedItem] {
        process(candidates).detected
    }

    /// Every detection, merged but not thresholded (the evaluation reads these).
    public func merged(_ items: [DetectedItem]) -> [DetectedItem] {
        var order: [String] = []
        var groups: [String: [DetectedItem]] = [:]
        for item in items {
            if groups[item.key] == nil { order.append(item.key) }
            groups[item.key, default: []].append(item)
        }
        return order.compactMap { groups[$0].flatMap(Self.combined) }
            .sorted { ($0.confidence, $1.name) > ($1.confidence, $0.name) }
    }

    /// The candidate as a detection: its food's name when the lexicon knows it.
    public func named(_ candidate: ScanCandidate) -> DetectedItem? {
        let label = Self.cleanLabel(candidate.label)
        if label.isEmpty {
            guard let barcode = candidate.barcode, !barcode.isEmpty else { return nil }
            return DetectedItem(name: "", confidence: candidate.confidence, recognizers: [candidate.recognizer], box: candidate.box, barcode: barcode)
        }
        let food = lexicon.lookup(label).food
        return DetectedItem(
            name: food?.name ?? label, confidence: candidate.confidence, food: food?.name, recognizers: [candidate.recognizer],
            box: candidate.box, quantity: candidate.quantity.map(Self.cleanQuantity), barcode: candidate.barcode)
    }

    private static func combined(_ sightings: [DetectedItem]) -> DetectedItem? {
        guard let surest = sightings.max(by: { $0.confidence < $1.confidence }) else { return nil }
        var bestByKind: [RecognizerKind: Float] = [:]
        for sighting in sightings {
            for kind in sighting.recognizers { bestByKind[kind] = max(bestByKind[kind] ?? 0, sighting.confidence) }
        }
        let doubt = bestByKind.values.reduce(Float(1)) { $0 * (1 - $1) }
        let quantity = surest.quantity ?? sightings.lazy.compactMap(\.quantity).first
        let barcode = surest.barcode ?? sightings.lazy.compactMap(\.barcode).first
        return DetectedItem(
            id: sightings[0].id, name: surest.name, confidence: 1 - doubt, food: surest.food, recognizers: bestByKind.keys.sorted(),
            box: surest.box ?? sightings.lazy.compactMap(\.box).first, quantity: quantity, barcode: barcode)
    }

    /// The label without control characters, runs of spaces or more than a name's length.
    static func cleanLabel(_ label: String) -> String {
        clean(label, maximumLength: InventoryItem.maximumNameLength)
    }

    static func cleanQuantity(_ quantity: String) -> String {
        clean(quantity, maximumLength: InventoryItem.maximumQuantityLength)
    }

    private static func clean(_ text: String, maximumLength: Int) -> String {
        let words = text.prefix(maximumLength * 4).unicodeScalars
            .map { $0.properties.isWhitespace || [.control, .format].contains($0.properties.generalCategory) ? " " : Character($0) }
            .split(separator: " ")
            .map { String($0) }
        return String(words.joined(separator: " ").prefix(maximumLength)).trimmingCharacters(in: .whitespaces)
    }
}
