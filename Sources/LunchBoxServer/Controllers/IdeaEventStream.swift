import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The answer of `POST /ideas/stream` (and the photo's): ideas as server-sent events,
/// each the moment the engine has written it, then `done`; or `failure`, also for errors
/// before anything waits (no key, an empty kitchen), so the page's script has one path.
/// When the browser goes away (Stop) a write fails, the iteration ends and with it the
/// request to the AI service; the ideas already shown are kept.
struct IdeaEventStream: Sendable {
    /// How often a quiet stream writes a comment: a browser that left (Stop) is noticed
    /// within about this long even while the model is still thinking.
    static let heartbeat: Duration = .seconds(2)

    /// Sends one message to the page.
    typealias Send = @Sendable (IdeaStreamMessage) -> Void

    let ideas: IdeasUseCase

    func response(engine: IdeaEngineChoice, language: Language, page: IdeaStreamMessage.Rendering) -> Response {
        Self.response(page: page) { [ideas] send in
            var counter = IdeaStreamMessage.Counter()
            for try await event in try await ideas.stream(engine: engine, language: language) {
                if let message = counter.message(for: event, page: page) { send(message) }
            }
        }
    }

    /// The messages `produce` sends, as server-sent events; an error it throws is the
    /// `failure` event. Shared by the kitchen's ideas and the photo's.
    static func response(page: IdeaStreamMessage.Rendering, produce: @escaping @Sendable (_ send: Send) async throws -> Void) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody { writer in try await write(page: page, produce: produce, to: &writer) })
    }

    private static func write(
        page: IdeaStreamMessage.Rendering, produce: @escaping @Sendable (_ send: Send) async throws -> Void, to writer: inout any ResponseBodyWriter
    ) async throws {
        let (messages, continuation) = AsyncStream.makeStream(of: IdeaStreamMessage.self)
        let producer = Task {
            do {
                try await produce { continuation.yield($0) }
            } catch {
                continuation.yield(IdeaStreamMessage(failure: error, page: page))
            }
            continuation.finish()
        }
        let heartbeat = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: Self.heartbeat)
                continuation.yield(.heartbeat)
            }
        }
        // A failed write (the browser left) leaves through here too: cancelling the
        // producer ends its iteration, which cancels the AI request.
        defer {
            producer.cancel()
            heartbeat.cancel()
        }
        for await message in messages {
            try await writer.write(message.buffer)
        }
        try await writer.finish(nil)
    }
}
