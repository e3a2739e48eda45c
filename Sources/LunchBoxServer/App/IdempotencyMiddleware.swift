import Crypto
import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxRemoteStore

/// Applies a change that carries an idempotency key at most once (`IdempotencyStore`).
/// The key comes in the `Idempotency-Key` header, or in an `idempotency_key` form field
/// (a form the browser submits itself cannot set headers). A repeat is answered with the
/// first answer's status and `Location`, marked `Idempotent-Replayed: true`. A key is
/// bound to the request it came with: who sent it (the login session), its method, path
/// and body; the same key with anything else is refused with 422 and applies nothing.
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let header = HTTPFields.Element.Name("Idempotency-Key")!
    static let replayedHeader = HTTPFields.Element.Name("Idempotent-Replayed")!
    static let fieldName = "idempotency_key"

    let store: IdempotencyStore
    /// The largest body any route takes: a photo upload, else the store's calls.
    let maximumBodySize: Int

    init(store: IdempotencyStore, maximumUploadSize: Int) {
        self.store = store
        maximumBodySize = max(maximumUploadSize + MultipartBody.formOverhead, StoreCallHandler.maximumBodySize, APIRequestDecoder.maximumSize)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head,
            let key = request.headers[Self.header] ?? context.form.value(Self.fieldName)
        else { return try await next(request, context) }
        guard Self.isWellFormed(key) else {
            throw HTTPError(.badRequest, message: "An idempotency key is 16 to 64 letters, digits, '-' or '_'.")
        }
        // Read once here (a form or upload was read already) and kept for the route.
        var request = request
        let body = try await request.collectBody(upTo: maximumBodySize)
        let fingerprint = Self.fingerprint(request, body: body, context: context)
        switch try await store.claim(key, fingerprint: fingerprint) {
        case .mismatch:
            throw HTTPError(
                .unprocessableContent, message: "This idempotency key was first sent with a different request. Send each change with a key of its own.")
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
                        try await store.finish(key, with: .init(status: response.status.code, location: response.headers[.location], fingerprint: fingerprint))
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

    /// SHA-256 of who sent the request, its method, path and query, and what it sends, in
    /// hex. Who: the login session when a passphrase is asked for (a bearer token is the
    /// household's one passphrase), nobody on a server without one. What: a form's or an
    /// upload's fields but its CSRF token (a form re-sent after a restart carries the
    /// token of the page it came from), else the body as sent.
    static func fingerprint(_ request: Request, body: ByteBuffer, context: Context) -> String {
        let sender: String
        if context.isPassphraseMode {
            sender = request.cookies[PassphraseGate.cookieName].map { "session " + $0.value } ?? "bearer"
        } else {
            sender = ""
        }
        var hash = SHA256()
        func add(_ text: String) {
            hash.update(data: Data(text.utf8))
            hash.update(data: [0])
        }
        func add(_ bytes: ByteBuffer) {
            bytes.withUnsafeReadableBytes { hash.update(bufferPointer: $0) }
            hash.update(data: [0])
        }
        for part in [sender, request.method.rawValue, request.uri.description] { add(part) }
        if let upload = context.upload {
            for part in upload.parts where part.name != CSRFMiddleware.fieldName {
                add(part.name)
                add(part.filename ?? "")
                add(part.body)
            }
        } else if request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true {
            for field in context.form.fields(except: CSRFMiddleware.fieldName) {
                add(field.name)
                add(field.value)
            }
        } else {
            add(body)
        }
        return hash.finalize().map { String(format: "%02x", $0) }.joined()
    }

    static func isWellFormed(_ key: String) -> Bool {
        (16...64).contains(key.utf8.count) && key.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 45 || $0 == 95 }
    }
}
