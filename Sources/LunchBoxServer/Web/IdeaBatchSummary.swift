import LunchBoxCore

/// What the ideas page says about a batch besides its cards: who made it, what was held
/// back and whether too few fit, rendered by `IdeaBatchView` for the page and the stream.
struct IdeaBatchSummary: Sendable {
    let origin: String
    let isOfflineChef: Bool
    let heldBackSummary: String?
    /// Too few AI ideas fit the diet; the offline chef's count is simply its own.
    let isShort: Bool
    /// Why the offline chef made fewer ideas than asked, and what would make more.
    let shortfall: String?

    init(_ batch: IdeaBatch, words: Wording) {
        origin = batch.origin.label(words)
        isOfflineChef = batch.origin.engine == .offlineChef
        heldBackSummary = batch.heldBackSummary(words)
        isShort = batch.offersOfflineChef
        shortfall = batch.shortfall?.message(words)
    }
}
