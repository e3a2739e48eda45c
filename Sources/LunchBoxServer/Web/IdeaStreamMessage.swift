import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// One server-sent event of `POST /ideas/stream`: a name and one line of JSON that the
/// page's script turns into elements (as text, never as markup).
struct IdeaStreamMessage: Sendable {
    /// A card, from the same `IdeaCard` the page renders.
    struct Card: Encodable {
        let id: String
        let name: String
        let emoji: String
        let summary: String
        let unverified: String?
        let reasons: [String]?
        let href: String

        init(_ card: IdeaCard) {
            id = card.id
            name = card.name
            emoji = card.emoji
            summary = card.summary
            unverified = card.unverified
            reasons = card.heldBackReasons
            href = "/ideas/\(card.id)"
        }
    }

    /// What went wrong, with the same ways on as the page's `FailureView`.
    struct Failure: Encodable {
        let title: String
        let message: String
        let isOffline: Bool
        let canRetry: Bool
        let canUseOfflineChef: Bool
        let needsSettings: Bool
        let needsFood: Bool
        let engine: String
        /// Ideas that arrived before a stream broke: they are kept, so their cards stay.
        let kept: Int
        let batch: IdeaBatchSummary?
    }

    /// A comment, which readers skip: writing it tells whether the browser is still there.
    static let heartbeat = IdeaStreamMessage(buffer: ByteBuffer(string: ": waiting\n\n"))

    let buffer: ByteBuffer

    private init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    private init(_ name: String, _ payload: some Encodable) {
        // Plain strings, numbers and flags: encoding them cannot fail. One line, since
        // JSON escapes every newline inside a string.
        let json = (try? JSONEncoder().encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        buffer = ByteBuffer(string: "event: \(name)\ndata: \(json)\n\n")
    }

    init(_ event: IdeaStreamEvent) {
        switch event {
        case .shown(let idea, let unverified):
            self.init("idea", Card(IdeaCard(idea, unverified: unverified)))
        case .heldBack(let held):
            self.init("held-back", Card(IdeaCard(held.idea, heldBackReasons: held.reasons)))
        case .finished(let batch):
            self.init("done", IdeaBatchSummary(batch))
        }
    }

    /// The words and ways on for `error`, as the page would show them.
    init(failure error: any Error, engine: IdeaEngineChoice) {
        let view = FailureView(ErrorResponder.describe(error).1, engine: engine)
        let kept = (error as? IdeaStreamInterrupted)?.kept
        self.init(
            "failure",
            Failure(
                title: view.title, message: view.message, isOffline: view.isOffline, canRetry: view.canRetry, canUseOfflineChef: view.canUseOfflineChef,
                needsSettings: view.needsSettings, needsFood: view.needsFood, engine: view.engine, kept: kept?.ideas.count ?? 0, batch: kept.map(IdeaBatchSummary.init)))
    }
}
