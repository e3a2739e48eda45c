import Foundation
import Hummingbird

/// A JSON read's last answer, given again while the value it encodes is the same.
///
/// Encoding with JSONEncoder was most of the time of `GET /api/inventory` once the read
/// itself was kept (`ReadSnapshot`). Equal values encode to equal bytes, so reusing the
/// bytes changes nothing a client sees; comparing costs next to nothing when the value
/// is the very array kept by the snapshot (same storage).
final class LastResponse<Value: Equatable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (value: Value, response: Response)?

    func response(for value: Value, encode: (Value) throws -> Response) throws -> Response {
        if let kept = lock.withLock({ last }), kept.value == value {
            return kept.response
        }
        let response = try encode(value)
        lock.withLock { last = (value, response) }
        return response
    }
}
