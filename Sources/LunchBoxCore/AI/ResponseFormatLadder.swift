import Foundation

/// Which response format each server takes, learnt once per base URL: the client starts
/// with the strictest (a JSON schema, so even a small model writes the right shape) and
/// steps down when a server refuses it, and the next request to that server starts where
/// the last one succeeded. One ladder lives as long as its `ChatClient`.
public final class ResponseFormatLadder: @unchecked Sendable {
    private let lock = NSLock()
    /// nil: the server takes no response format at all.
    private var learnt: [String: ResponseFormat.Kind?] = [:]

    public init() {}

    /// The format to try first for this base URL; nil for none.
    func start(for baseURL: URL) -> ResponseFormat.Kind? {
        lock.withLock { learnt[baseURL.absoluteString] ?? .some(.jsonSchema) }
    }

    /// The next format to try after `kind` was refused; nil after `jsonObject` (send none).
    static func next(after kind: ResponseFormat.Kind) -> ResponseFormat.Kind? {
        ResponseFormat.Kind(rawValue: kind.rawValue + 1)
    }

    func remember(_ kind: ResponseFormat.Kind?, for baseURL: URL) {
        lock.withLock { learnt[baseURL.absoluteString] = .some(kind) }
    }
}
