import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// One server-sent event of `POST /ideas/stream`: a name and one line of JSON that the
/// page's script turns into elements (as text, never as markup).
struct IdeaStreamMessage: Sendable {
    /// What went wrong, with the same ways on as the page's `FailureView`, and the ideas
    /// that arrived before a stream broke: they are kept, so their cards stay.
    struct Failure: Encodable {
        private enum Keys: String, CodingKey {
            case kept, batch
        }

        let view: FailureView
        let kept: IdeaBatch?

        func encode(to encoder: any Encoder) throws {
            try view.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(kept?.ideas.count ?? 0, forKey: .kept)
            try container.encodeIfPresent(kept.map(IdeaBatchSummary.init), forKey: .batch)
        }
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
        case .shown(let idea, let unverified, let kitchen):
            self.init("idea", IdeaCard(idea, unverified: unverified, kitchen: kitchen))
        case .heldBack(let held):
            self.init("held-back", IdeaCard(held.idea, heldBackReasons: held.reasons))
        case .finished(let batch):
            self.init("done", IdeaBatchSummary(batch))
        }
    }

    /// The words and ways on for `error`, as the page would show them.
    /// The foods a photo showed, for the page to offer to the kitchen.
    init(seen: [DetectedItem]) {
        self.init("seen", seen.filter { !$0.needsName }.map { Seen(name: $0.name, quantity: $0.quantity ?? "", confidence: $0.confidenceSummary) })
    }

    private struct Seen: Encodable {
        let name: String
        let quantity: String
        let confidence: String
    }

    init(failure error: any Error, engine: IdeaEngineChoice) {
        let view = FailureView(ErrorResponder.describe(error).1, engine: engine)
        self.init("failure", Failure(view: view, kept: (error as? IdeaStreamInterrupted)?.kept))
    }
}
