import Hummingbird
import LunchBoxCore

/// An HTTP error whose words are catalog keys: the error page says it in the reader's
/// language (`ErrorResponder`), the JSON API in its documented English.
struct HTTPFault: Error {
    let status: HTTPResponse.Status
    let fault: Fault
    /// Headers the answer carries, such as Retry-After.
    let headers: HTTPFields

    init(_ status: HTTPResponse.Status, _ fault: Fault, headers: HTTPFields = [:]) {
        self.status = status
        self.fault = fault
        self.headers = headers
    }

    /// A refused form or request: "Forbidden" with why.
    static func forbidden(_ message: String) -> HTTPFault {
        HTTPFault(.forbidden, Fault(title: "fault3.title.forbidden", message: message))
    }

    /// A request that lacks what it needs: "Bad Request" with what to do.
    static func badRequest(_ message: String, _ arguments: [Fault.Argument] = []) -> HTTPFault {
        HTTPFault(.badRequest, Fault(title: "fault3.title.badRequest", message: message, arguments))
    }

    /// An upload that is not a readable form with a photo (400).
    static let unreadableUpload = badRequest("fault5.upload.unreadable")

    /// A photo sent some other way than a form upload (415).
    static let notAFormUpload = HTTPFault(.unsupportedMediaType, Fault(title: "fault5.title.unsupportedMediaType", message: "fault5.upload.notAForm"))

    /// Too many requests at once from one address (429), to be tried again after `seconds`.
    static func tooManyAtOnce(retryAfter seconds: Int) -> HTTPFault {
        HTTPFault(.tooManyRequests, Fault(title: "fault5.title.tooManyRequests", message: "fault5.tooManyAtOnce"), headers: [.retryAfter: String(seconds)])
    }

    /// A request on loopback addressed to another name (421, DNS rebinding).
    static let onlyLoopbackNames = HTTPFault(.misdirectedRequest, Fault(title: "fault5.title.misdirected", message: "fault5.onlyLoopbackNames"))
}
