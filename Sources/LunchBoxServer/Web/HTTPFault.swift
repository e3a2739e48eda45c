import Hummingbird
import LunchBoxCore

/// An HTTP error whose words are catalog keys: the error page says it in the reader's
/// language (`ErrorResponder`), the JSON API in its documented English.
struct HTTPFault: Error {
    let status: HTTPResponse.Status
    let fault: Fault

    init(_ status: HTTPResponse.Status, _ fault: Fault) {
        self.status = status
        self.fault = fault
    }

    /// A refused form or request: "Forbidden" with why.
    static func forbidden(_ message: String) -> HTTPFault {
        HTTPFault(.forbidden, Fault(title: "fault3.title.forbidden", message: message))
    }

    /// A request that lacks what it needs: "Bad Request" with what to do.
    static func badRequest(_ message: String, _ arguments: [Fault.Argument] = []) -> HTTPFault {
        HTTPFault(.badRequest, Fault(title: "fault3.title.badRequest", message: message, arguments))
    }
}
