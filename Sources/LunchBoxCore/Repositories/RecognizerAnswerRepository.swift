import Foundation

/// Which recognizer last answered a photo, and as what ("llava at 127.0.0.1"): a face
/// calls a recognizer ready only once it has read an image, not when a key is saved.
public protocol RecognizerAnswerRepository: Sendable {
    /// The detail of the recognizer of this kind that last answered a photo, if any.
    func answeredDetail(for kind: RecognizerKind) async throws -> String?
    func recordAnswer(of kind: RecognizerKind, detail: String, at date: Date) async throws
}
