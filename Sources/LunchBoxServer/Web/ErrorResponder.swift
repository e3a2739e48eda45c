import Foundation
import Hummingbird
import Logging
import LunchBoxCore
import LunchBoxWire

/// Turns any error into a response: JSON for `/api`, JSON in the page's language for a
/// page's script that asks for JSON, an HTML page otherwise. The words
/// come from `UserFacingError`, the one mapping every face shares; the status follows
/// from the error's kind alone, so no error type is special-cased here.
struct ErrorResponder: RouterMiddleware {
    typealias Context = AppRequestContext

    let pages: Pages

    /// What a 429 for a busy machine asks the client to wait (a scan takes about a second).
    static let busyRetryAfterSeconds = 2

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let (status, described) = Self.describe(error)
            if status.code >= 500 {
                context.logger.error("request failed", metadata: ["path": .string(request.uri.path), "error": .string(String(describing: type(of: error)))])
            }
            var response: Response
            if request.uri.path.hasPrefix("/api/") {
                let body = APIErrorBody(
                    error: .init(
                        status: Int(status.code), title: described.title, message: described.message, actions: described.actions.map(\.rawValue),
                        hint: APIActionHints.hint(for: described.actions, request: request), fault: described.fault.map(APIFault.init)))
                response = try EditedResponse(status: status, response: body).response(from: request, context: context)
            } else if ScriptErrorBody.isWanted(by: request) {
                // A page's script (the live camera's frames) shows the message on its page, in the page's language.
                let words = pages.words(context)
                let body = ScriptErrorBody(error: .init(status: Int(status.code), title: described.title(words), message: described.message(words)))
                response = try EditedResponse(status: status, response: body).response(from: request, context: context)
            } else {
                // The page speaks its reader's language; the API's title and message stay the documented English display text, its fault the keys.
                let words = pages.words(context)
                response = try pages.render(ErrorPage(title: described.title(words), message: described.message(words)), request: request, context: context, status: status)
            }
            // Headers an error carries, such as Retry-After.
            if let error = error as? HTTPError { response.headers.append(contentsOf: error.headers) }
            if let error = error as? HTTPFault { response.headers.append(contentsOf: error.headers) }
            if described.kind == .busy { response.headers[.retryAfter] = String(Self.busyRetryAfterSeconds) }
            return response
        }
    }

    /// The status and the words for any error.
    static func describe(_ error: any Error) -> (HTTPResponse.Status, UserFacingError) {
        switch error {
        case let error as HTTPError:
            return (error.status, describe(status: error.status, message: error.body))
        case let error as HTTPFault:
            return (error.status, UserFacingError(error.fault, kind: .input))
        case let error as any HTTPResponseError:
            // Hummingbird's own, such as a body over the size limit (413).
            return (error.status, describe(status: error.status, message: nil))
        default:
            let described = UserFacingError(error)
            return (status(for: described.kind), described)
        }
    }

    static func status(for kind: UserFacingError.Kind) -> HTTPResponse.Status {
        HTTPResponse.Status(code: APIStatus.code(for: kind))
    }

    /// An HTTP error's words: the message it carries as said (the page that threw it worded
    /// it), else the status's own; a status without words of ours keeps its reason phrase.
    private static func describe(status: HTTPResponse.Status, message: String?) -> UserFacingError {
        let said: [Fault.Argument] = message.map { [.text($0)] } ?? []
        switch status {
        case .contentTooLarge:
            let fault = message == nil ? "fault3.web.tooLarge" : "fault3.asSaid"
            return UserFacingError(
                Fault(title: "fault3.title.tooLarge", message: fault, message == nil ? [.number(ServerConfiguration.defaultMaximumUploadSize / 1_048_576)] : said),
                kind: .input)
        case .notFound:
            return UserFacingError(Fault(title: "fault3.title.notFound", message: message == nil ? "fault3.web.notFound" : "fault3.asSaid", said), kind: .input)
        default:
            return UserFacingError(title: status.reasonPhrase, message: message ?? status.reasonPhrase, kind: .input)
        }
    }
}
