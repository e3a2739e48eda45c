import Hummingbird
import LunchBoxCore

/// A photo upload that failed, as its page shows it: the message, the status (input and
/// busy errors keep theirs; others are explained on a 200 page), and "retry after" when
/// scanning was busy.
struct UploadFailure {
    let message: String
    let status: HTTPResponse.Status
    let busy: Bool

    /// `error` said in `words` (an HTTP error keeps its own body).
    init(_ error: any Error, words: Wording) {
        if let error = error as? HTTPError {
            message = error.body ?? words("fault5.upload.unreadable")
            status = error.status
            busy = false
            return
        }
        if let error = error as? HTTPFault {
            message = UserFacingError(error.fault, kind: .input).message(words)
            status = error.status
            busy = false
            return
        }
        let described = UserFacingError(error)
        message = described.message(words)
        status = [.input, .busy].contains(described.kind) ? ErrorResponder.status(for: described.kind) : .ok
        busy = described.kind == .busy
    }

    func decorate(_ response: inout Response) {
        if busy { response.headers[.retryAfter] = String(ErrorResponder.busyRetryAfterSeconds) }
    }
}
