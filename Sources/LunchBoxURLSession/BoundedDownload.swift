import Foundation
import LunchBoxCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Receives one reply for `URLSessionTransport` and gives up as soon as it grows past
/// `limit` bytes, so a broken or hostile server cannot fill memory before the size check.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Outcome = Result<(Data, URLResponse), any Error>

    private let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var received = Data()
    private var response: URLResponse?
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    private var outcome: Outcome?

    init(limit: Int) {
        self.limit = limit
    }

    /// Sends `request` on `session` (whose delegate is this object) and waits for the reply.
    func run(_ request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                let early = locked { () -> Outcome? in
                    self.continuation = continuation
                    self.task = task
                    return outcome
                }
                if let early {
                    finish(early)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            finish(.failure(CancellationError()))
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(limit) {
            finish(.failure(TransportError.responseTooLarge))
            completionHandler(.cancel)
            return
        }
        locked { self.response = response }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = locked { () -> Bool in
            received.append(data)
            return received.count > limit
        }
        if tooLarge { finish(.failure(TransportError.responseTooLarge)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let reply = locked { response.map { (received, $0) } }
        if let error {
            finish(.failure(error))
        } else if let reply {
            finish(.success(reply))
        } else {
            finish(.failure(TransportError.other("the reply was not HTTP")))
        }
    }

    /// Resumes the waiting caller once, with the first outcome, and stops the transfer.
    private func finish(_ result: Outcome) {
        let (continuation, task, first) = locked {
            () -> (CheckedContinuation<(Data, URLResponse), any Error>?, URLSessionDataTask?, Outcome) in
            let first = outcome ?? result
            outcome = first
            defer {
                self.continuation = nil
                received = Data()
            }
            return (self.continuation, self.task, first)
        }
        guard let continuation else { return }
        task?.cancel()
        continuation.resume(with: first)
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
