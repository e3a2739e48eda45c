import Foundation
import Hummingbird

/// Applies a change that carries an idempotency key at most once (`IdempotencyStore`).
/// The key comes in the `Idempotency-Key` header, or in an `idempotency_key` form field
/// (a form the browser submits itself cannot set headers). A repeat is answered with the
/// first answer's status and `Location`, marked `Idempotent-Replayed: true`.
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let header = HTTPFields.Element.Name("Idempotency-Key")!
    static let replayedHeader = HTTPFields.Element.Name("Idempotent-Replayed")!
    static let fieldName = "idempotency_key"

    let store: IdempotencyStore

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head,
            let key = request.headers[Self.header] ?? context.form.value(Self.fieldName)
        else { return try await next(request, context) }
        guard Self.isWellFormed(key) else {
            throw HTTPError(.badRequest, message: "An idempotency key is 16 to 64 letters, digits, '-' or '_'.")
        }
        switch try await store.claim(key) {
        case .replay(let outcome):
            var headers: HTTPFields = [Self.replayedHeader: "true"]
            if let location = outcome.location { headers[.location] = location }
            return Response(status: .init(code: outcome.status), headers: headers)
        case .inProgress:
            throw HTTPError(.conflict, headers: [.retryAfter: "1"], message: "This change is being applied; try again in a moment.")
        case .apply:
            do {
                let response = try await next(request, context)
                if response.status.code >= 500 {
                    await store.abandon(key)
                } else {
                    // Recorded just after the change's own transaction, not inside it (the
                    // use cases own their transactions): a crash between the two could let
                    // a retry apply it again. The change stands either way, so a failure
                    // to record is logged, not answered as an error.
                    do {
                        try await store.finish(key, with: .init(status: response.status.code, location: response.headers[.location]))
                    } catch {
                        context.logger.error("Could not record an idempotency key: \(error)")
                    }
                }
                return response
            } catch {
                // Thrown errors are refusals made before any write (a use case's write is
                // one transaction): nothing was applied, so a retry may try again.
                await store.abandon(key)
                throw error
            }
        }
    }

    static func isWellFormed(_ key: String) -> Bool {
        (16...64).contains(key.utf8.count) && key.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 45 || $0 == 95 }
    }
}
