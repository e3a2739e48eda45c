import LunchBoxCore

/// What the ideas page says about a batch besides its cards: who made it, what was held
/// back and whether too few fit. One rule for the rendered page and the stream's `done`.
struct IdeaBatchSummary: Encodable, Sendable {
    let count: Int
    let origin: String
    let isOfflineChef: Bool
    let heldBackSummary: String?
    /// Too few AI ideas fit the diet; the offline chef's count is simply its own.
    let isShort: Bool

    init(_ batch: IdeaBatch) {
        count = batch.ideas.count
        origin = batch.origin.label
        isOfflineChef = batch.origin.engine == .offlineChef
        heldBackSummary = batch.heldBackSummary
        isShort = batch.offersOfflineChef
    }
}
