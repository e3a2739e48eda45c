import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Keeps the last body of the JSON reads whose answer is made of stored data alone (and
/// today's date), and answers again with it while the data's change count stays the
/// same: a check of one number instead of reading, decoding and encoding a list.
///
/// The change count grows with every change by any process (triggers in the database;
/// `ChangeCounting`), so a `lunchbox` command writing the same file is seen at once. The
/// key is the route with its query and today's date, so a week-relative answer moves on
/// at midnight. Reads that depend on anything else (the key file, the machine's
/// recognizers, the clock's time of day) are not listed and always run.
/// Measured to matter: README "Web server figures" (the budget of 5,000 JSON reads a
/// second, issue 26).
struct JSONReadCache: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The reads made of stored data and the date.
    static let paths: Set<String> = [
        "/api/inventory", "/api/favorites", "/api/meals", "/api/plan", "/api/plan/shopping-list", "/api/ideas/recent", "/api/preferences",
    ]
    /// Bodies above this are not kept (a list that large is rare, and reading it is fine).
    static let largestBody = 256 * 1024

    let useCases: UseCases
    private let kept = Kept()

    init(useCases: UseCases) {
        self.useCases = useCases
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get, Self.paths.contains(request.uri.path) else {
            return try await next(request, context)
        }
        let count = try await useCases.changeCount()
        let key = "\(request.uri)|\(WeekCalendar(calendar: useCases.calendar).today(clock: useCases.clock).isoString)"
        if let answer = kept.answer(for: key, count: count) {
            return answer.response
        }
        let response = try await next(request, context)
        guard response.status == .ok, let contentType = response.headers[.contentType] else { return response }
        let collected = Collected()
        try await response.body.write(collected)
        let answer = Answer(contentType: contentType, body: collected.buffer)
        // Kept under the count read before the answer was made: a change in between
        // makes the next request read afresh.
        if answer.body.readableBytes <= Self.largestBody { kept.keep(answer, for: key, count: count) }
        return answer.response
    }

    /// A response body's bytes, gathered in memory (these JSON reads are small).
    private final class Collected: ResponseBodyWriter, @unchecked Sendable {
        var buffer = ByteBuffer()

        func write(_ part: ByteBuffer) async throws {
            buffer.writeImmutableBuffer(part)
        }

        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    /// A kept answer.
    struct Answer: Sendable {
        let contentType: String
        let body: ByteBuffer

        var response: Response {
            Response(status: .ok, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: body))
        }
    }

    /// The answers, one per route and query, with the count they were made at.
    private final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String: (count: Int, answer: Answer)] = [:]

        func answer(for key: String, count: Int) -> Answer? {
            lock.withLock { answers[key].flatMap { $0.count == count ? $0.answer : nil } }
        }

        func keep(_ answer: Answer, for key: String, count: Int) {
            lock.withLock {
                // Queries are free text: a client cycling through them must not grow this.
                if answers.count >= 64 { answers.removeAll(keepingCapacity: true) }
                answers[key] = (count, answer)
            }
        }
    }
}
