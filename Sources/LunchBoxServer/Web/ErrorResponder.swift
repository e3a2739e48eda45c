import Foundation
import Hummingbird
import Logging
import LunchBoxCore
import LunchBoxStorage

/// Turns any error into a response: JSON for `/api`, an HTML page otherwise. The status
/// for each kind of error is decided here, and the words come from `UserFacingError`.
struct ErrorResponder: RouterMiddleware {
    typealias Context = AppRequestContext

    /// What the API sends for an error.
    struct Body: Encodable {
        struct Detail: Encodable {
            let status: Int
            let title: String
            let message: String
            let actions: [String]
        }

        let error: Detail
    }

    let pages: Pages

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
                let body = Body(error: .init(status: Int(status.code), title: described.title, message: described.message, actions: described.actions.map(\.rawValue)))
                response = try JSONResponse.make(body, status: status)
            } else {
                response = try pages.render(
                    "error", title: described.title, section: .other, request: request, context: context, content: ["message": described.message, "status": Int(status.code)], status: status)
            }
            // Headers an error carries, such as Retry-After.
            if let error = error as? HTTPError { response.headers.append(contentsOf: error.headers) }
            return response
        }
    }

    static func describe(_ error: any Error) -> (HTTPResponse.Status, UserFacingError) {
        switch error {
        case let error as HTTPError:
            return (error.status, describe(status: error.status, message: error.body))
        case let error as any HTTPResponseError:
            // Hummingbird's own, such as a body over the size limit (413).
            return (error.status, describe(status: error.status, message: nil))
        case let error as AIClientError:
            return (status(for: error), UserFacingError(error))
        case let error as UserFacingError:
            return (error.kind == .input ? .badRequest : .internalServerError, error)
        case is UserTextError, is PlannerError, is SecretStoreError, is InventoryError, is IdeaServiceError, is OfflineChefError:
            return (status(forInput: error), UserFacingError(error))
        case let error as StorageError:
            return (.internalServerError, UserFacingError(title: "Storage problem", message: error.localizedDescription, kind: .storage))
        default:
            return (.internalServerError, UserFacingError(error))
        }
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

    private static func status(for error: AIClientError) -> HTTPResponse.Status {
        switch error {
        case .missingAPIKey: .conflict
        case .invalidBaseURL, .insecureEndpoint, .invalidTimeout: .badRequest
        case .networkUnavailable: .serviceUnavailable
        case .timedOut: .gatewayTimeout
        case .cannotConnect, .httpError, .invalidResponse, .truncatedResponse, .insufficientSuggestions, .transport: .badGateway
        }
    }

    private static func status(forInput error: any Error) -> HTTPResponse.Status {
        switch error {
        case InventoryError.itemNotFound, PlannerError.mealNotFound, PlannerError.assignmentNotFound: .notFound
        case IdeaServiceError.emptyInventory, is OfflineChefError: .conflict
        case SecretStoreError.insecurePermissions, SecretStoreError.unreadable, SecretStoreError.unwritable, SecretStoreError.unexpectedStatus: .internalServerError
        default: .badRequest
        }
    }
}
