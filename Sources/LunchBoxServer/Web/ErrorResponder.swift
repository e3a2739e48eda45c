import Foundation
import Hummingbird
import Logging
import LunchBoxCore
import LunchBoxWire

/// Turns any error into a response: JSON for `/api`, an HTML page otherwise. The words
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
                        hint: APIActionHints.hint(for: described.actions, request: request)))
                response = try EditedResponse(status: status, response: body).response(from: request, context: context)
            } else {
                // The page speaks its reader's language; the API's fields stay the documented English display text.
                let words = pages.words(context)
                response = try pages.render(ErrorPage(title: described.title(words), message: described.message(words)), request: request, context: context, status: status)
            }
            // Headers an error carries, such as Retry-After.
            if let error = error as? HTTPError { response.headers.append(contentsOf: error.headers) }
            if described.kind == .busy { response.headers[.retryAfter] = String(Self.busyRetryAfterSeconds) }
            return response
        }
    }

    /// The status and the words for any error.
    static func describe(_ error: any Error) -> (HTTPResponse.Status, UserFacingError) {
        switch error {
        case let error as HTTPError:
            return (error.status, describe(status: error.status, message: error.body))
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

    private static func describe(status: HTTPResponse.Status, message: String?) -> UserFacingError {
        switch status {
        case .contentTooLarge:
            UserFacingError(
                title: "Too large",
                message: message
                    ?? "That upload is too large. Photos can be at most \(ServerConfiguration.defaultMaximumUploadSize / 1_048_576) MB and other requests 1 MB; try a smaller photo or lower the camera's resolution.",
                kind: .input)
        case .notFound:
            UserFacingError(title: "Not found", message: message ?? "There is nothing at this address. It may have been deleted.", kind: .input)
        default:
            UserFacingError(title: status.reasonPhrase, message: message ?? status.reasonPhrase, kind: .input)
        }
    }
}
