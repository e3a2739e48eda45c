import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// One server-sent event of the ideas streams: a name and one line of JSON carrying
/// markup rendered here, by the code that renders the page (`IdeaCard`,
/// `IdeaBatchView`, `FailureView`, `SeenFoodsView`). The page's script only places it.
///
/// - `idea`: `{id, name, html, progress, announce, stopped}`, a card the moment the engine
///   has written it, with what the page says now (`IdeaStreamWords`);
/// - `seen`: `{html}`, the foods a photo showed;
/// - `done`: `{count, header, heldBack, footer, announce}`, what goes around the cards;
/// - `failure`: `{title, html, kept, header, heldBack, footer}`, what went wrong and the
///   ways on; the ideas that arrived before a stream broke are kept, so their cards stay.
struct IdeaStreamMessage: Sendable {
    /// What the page needs to render a message: its form token and what it shows.
    struct Rendering: Sendable {
        let csrf: String
        let showHeldBack: Bool
        let engine: IdeaEngineChoice
        let waitingFor: String
        let fromPhoto: Bool
        /// The reader's language.
        let words: Wording
        /// Who in the household each idea suits.
        var verdict: @Sendable ([String]) -> HouseholdVerdict = { _ in .empty }
    }

    /// A comment, which readers skip: writing it tells whether the browser is still there.
    static let heartbeat = IdeaStreamMessage(buffer: ByteBuffer(string: ": waiting\n\n"))

    let buffer: ByteBuffer

    private init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    private init(_ name: String, _ fields: [String: Field]) {
        // Strings, numbers and markup: encoding them cannot fail. One line, since JSON
        // escapes every newline inside a string.
        let json = (try? Self.encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        buffer = ByteBuffer(string: "event: \(name)\ndata: \(json)\n\n")
    }

    /// The message for `event`, or nil for one the page does not show (an idea held
    /// back: its card comes with `done` when the page shows held-back ideas). `shown` counts
    /// the ideas shown so far, this one included.
    init?(_ event: IdeaStreamEvent, page: Rendering, shown: Int) {
        switch event {
        case .shown(let idea, let unverified, let kitchen):
            let card = IdeaCard(idea, words: page.words, unverified: unverified, kitchen: kitchen, household: page.verdict(idea.ingredients))
            let stream = IdeaStreamWords(words: page.words)
            self.init(
                "idea",
                [
                    "id": .text(card.id), "name": .text(card.name), "html": .html(card.html),
                    "progress": .text(stream.progress(waiting: page.waitingFor, shown: shown)),
                    "announce": .text(stream.arrived(card.name, shown: shown)), "stopped": .text(stream.stopped(after: shown)),
                ])
        case .heldBack:
            return nil
        case .finished(let batch):
            var fields = Self.around(IdeaBatchView(batch, words: page.words, showHeldBack: page.showHeldBack, verdict: page.verdict))
            fields["announce"] = .text(IdeaStreamWords(words: page.words).ready(batch.ideas.count))
            self.init("done", fields)
        }
    }

    /// Counts the ideas shown in one stream for the words that go with each.
    struct Counter {
        private var shown = 0

        mutating func message(for event: IdeaStreamEvent, page: Rendering) -> IdeaStreamMessage? {
            if case .shown = event { shown += 1 }
            return IdeaStreamMessage(event, page: page, shown: shown)
        }
    }

    /// The foods a photo showed, for the page to offer to the kitchen.
    init(seen: [DetectedItem], page: Rendering) {
        self.init("seen", ["html": .html(SeenFoodsView(seen).html(csrf: page.csrf, words: page.words))])
    }

    /// The words and ways on for `error`, as the page would show them.
    init(failure error: any Error, page: Rendering) {
        let failure = FailureView(ErrorResponder.describe(error).1, engine: page.engine, waitingFor: page.waitingFor)
        var fields: [String: Field] = ["title": .text(failure.title), "html": .html(failure.html(csrf: page.csrf, words: page.words, fromPhoto: page.fromPhoto)), "kept": .number(0)]
        if let kept = (error as? IdeaStreamInterrupted)?.kept {
            fields.merge(Self.around(IdeaBatchView(kept, words: page.words, showHeldBack: page.showHeldBack, verdict: page.verdict))) { $1 }
            fields["kept"] = .number(kept.ideas.count)
        }
        self.init("failure", fields)
    }

    /// What goes around the cards once the batch is whole.
    private static func around(_ view: IdeaBatchView) -> [String: Field] {
        ["count": .number(view.cards.count), "header": .html(view.header), "heldBack": .html(view.heldBackCards), "footer": .html(view.footer)]
    }

    private enum Field: Encodable {
        case text(String)
        case html(HTML)
        case number(Int)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .html(let html): try container.encode(html.description)
            case .number(let number): try container.encode(number)
            }
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
