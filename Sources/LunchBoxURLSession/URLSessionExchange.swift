import Foundation
import LunchBoxCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request and its reply over URLSession, for `URLSessionTransport`'s `send` and
/// `stream` alike: the reply's head once it arrives, then its body piece by piece.
///
/// The rules every LunchBox request keeps, here once:
/// - redirects are refused (the delegate answers nil): a redirect could carry the key's
///   request to another host, so the 3xx is the answer, as with AsyncHTTPClient;
/// - one deadline covers the whole exchange, head and body, because URLSession's own
///   timeout is per read (a server that trickles a byte a second never trips it) and on
///   Linux is not always honoured at all;
/// - the body is refused as soon as it grows past `limit` bytes, before it fills memory.
///
/// The deadline is a timer on the exchange's own serial queue, which also runs the
/// delegate's callbacks: not a sleeping task, which needs one of Swift's cooperative
/// threads to wake, and those are as many as the machine has cores. A process whose cores
/// were busy with other Swift work woke a 1 s deadline after 12 and 36 s; the timer fires
/// at 1.000 s (issue 35, measured in the test process beside the chef's property tests).
///
/// `@unchecked Sendable`: every mutable property is guarded by `lock`.
final class URLSessionExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    /// Where the delegate's callbacks and the deadline's timer run.
    private let queue = DispatchQueue(label: "LunchBox.URLSessionExchange")
    /// Only the writing end: the session holds this object until the exchange ends, and
    /// a reader who lets go of the body must be able to end the stream (and the request).
    private let bodyContinuation: AsyncThrowingStream<Data, any Error>.Continuation
    // Guarded by `lock`.
    private var head: Result<HTTPURLResponse, any Error>?
    private var headWaiter: CheckedContinuation<HTTPURLResponse, any Error>?
    private var received = 0
    private var ended = false
    private var session: URLSession?
    private var task: URLSessionDataTask?
    private var deadline: (any DispatchSourceTimer)?

    /// An exchange writing the reply's body into `body`.
    init(limit: Int, body: AsyncThrowingStream<Data, any Error>.Continuation) {
        self.limit = limit
        self.bodyContinuation = body
        super.init()
        // The reader stopped early (break, cancelled task): the request ends with it.
        bodyContinuation.onTermination = { [weak self] _ in self?.fail(CancellationError()) }
    }

    /// Sends `request`, giving the whole exchange `timeout` seconds; answers once the
    /// reply's head is in. The body follows in the stream given at `init`.
    func start(_ request: URLRequest, timeout: TimeInterval) async throws -> HTTPURLResponse {
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        delegateQueue.underlyingQueue = queue
        let session = URLSession(configuration: .withoutStoredState(), delegate: self, delegateQueue: delegateQueue)
        let task = session.dataTask(with: request)
        let deadline = DispatchSource.makeTimerSource(queue: queue)
        deadline.schedule(deadline: .now() + max(timeout, 0.001))
        deadline.setEventHandler { [weak self] in self?.fail(TransportError.timedOut) }
        deadline.resume()
        locked {
            self.session = session
            self.task = task
            self.deadline = deadline
        }
        task.resume()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let early = locked { () -> Result<HTTPURLResponse, any Error>? in
                    if head == nil { headWaiter = continuation }
                    return head
                }
                if let early { continuation.resume(with: early) }
            }
        } onCancel: {
            fail(CancellationError())
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(limit) {
            fail(TransportError.responseTooLarge)
            completionHandler(.cancel)
        } else if let http = response as? HTTPURLResponse {
            deliverHead(.success(http))
            completionHandler(.allow)
        } else {
            fail(TransportError.other("the reply was not HTTP"))
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = locked { () -> Bool in
            received += data.count
            return received > limit
        }
        if tooLarge {
            fail(TransportError.responseTooLarge)
        } else {
            bodyContinuation.yield(data)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            fail(error)
            return
        }
        // A refused redirect may end the task without a response callback on some
        // platforms: its response is the answer.
        if let http = task.response as? HTTPURLResponse { deliverHead(.success(http)) }
        let (wasEnded, session, deadline) = locked { () -> (Bool, URLSession?, (any DispatchSourceTimer)?) in
            defer { ended = true }
            return (ended, self.session, self.deadline)
        }
        guard !wasEnded else { return }
        deliverHead(.failure(TransportError.other("the reply was not HTTP")))
        deadline?.cancel()
        bodyContinuation.finish()
        session?.finishTasksAndInvalidate()
    }

    /// Ends the exchange with `error` (the first ending wins): the waiting caller and the
    /// body's reader get it, and the transfer stops.
    func fail(_ error: any Error) {
        let mapped = Self.mapped(error)
        let (wasEnded, task, session, deadline) = locked { () -> (Bool, URLSessionDataTask?, URLSession?, (any DispatchSourceTimer)?) in
            defer { ended = true }
            return (ended, self.task, self.session, self.deadline)
        }
        guard !wasEnded else { return }
        deliverHead(.failure(mapped))
        deadline?.cancel()
        bodyContinuation.finish(throwing: mapped)
        task?.cancel()
        session?.invalidateAndCancel()
    }

    /// Hands the head to the waiting caller once; later heads are ignored.
    private func deliverHead(_ result: Result<HTTPURLResponse, any Error>) {
        let waiter = locked { () -> CheckedContinuation<HTTPURLResponse, any Error>? in
            guard head == nil else { return nil }
            head = result
            defer { headWaiter = nil }
            return headWaiter
        }
        waiter?.resume(with: result)
    }

    /// URLSession's errors in the words every transport uses.
    static func mapped(_ error: any Error) -> any Error {
        switch error {
        case let error as URLError: transportError(for: error)
        case is TransportError, is CancellationError: error
        default: TransportError.other(error.localizedDescription)
        }
    }

    static func transportError(for error: URLError) -> TransportError {
        switch error.code {
        case .timedOut:
            .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost:
            .cannotConnect
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            .notConnectedToInternet
        default:
            .other("network error \(error.code.rawValue)")
        }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
