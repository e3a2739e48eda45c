import LunchBoxCore

/// What the photo-to-ideas page shows: the foods seen (each a ticked box for adding to
/// the kitchen) and the idea cards, or what went wrong.
struct PhotoIdeasView {
    let seen: [DetectedItem]
    let batch: IdeaBatch

    var content: [String: Any] {
        [
            // The scan page's rows, so `/scan/confirm` reads them the same way.
            "seen": seen.filter { !$0.needsName }.enumerated().map { ScanDetectionView(index: $0.offset, item: $0.element) },
            "cards": batch.ideas.map { IdeaCard($0, unverified: batch.unverifiedIngredients(for: $0.id), kitchen: batch.kitchenUse(for: $0.id)) },
            "heldBackSummary": IdeaBatchSummary(batch).heldBackSummary as Any,
            "origin": batch.origin.label,
        ]
    }

    /// `message` as the page's alert; `offerScan` adds the way on without an AI key.
    static func failure(_ message: String, offerScan: Bool = false) -> [String: Any] {
        ["error": message, "offerScan": offerScan]
    }
}
