import Crypto
import Foundation
import Hummingbird
import LunchBoxCore

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
        maximumBodySize = max(maximumUploadSize + MultipartBody.formOverhead, APIRequestDecoder.maximumSize)
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
            // The store records the key in the change's own transaction.
            let pending = PendingIdempotencyKey(key: key, fingerprint: fingerprint, at: store.clock())
            do {
                let response = try await PendingIdempotencyKey.$current.withValue(pending) { try await next(request, context) }
                if response.status.code >= 500 {
                    await settle(key, pending, context: context)
                } else {
                    // The answer, recorded over the key the change's transaction kept
                    // (202, applied). The change stands either way, so a failure to
                    // record the answer is logged, not answered as an error.
                    await record(key, .init(status: response.status.code, location: response.headers[.location], fingerprint: fingerprint), context: context)
                }
                // Done: a task the request left behind records nothing over its answer.
                pending.markRecorded()
                return response
            } catch {
                await settle(key, pending, context: context)
                pending.markRecorded()
                throw error
            }
        }
    }

    /// A request that failed: if a write of it committed, its change stands and a retry is
    /// answered 202; if none did, nothing was applied and a retry may apply it.
    private func settle(_ key: String, _ pending: PendingIdempotencyKey, context: Context) async {
        if pending.isRecorded {
            await record(key, pending.outcome, context: context)
        } else {
            await store.abandon(key)
        }
    }

    private func record(_ key: String, _ outcome: IdempotencyOutcome, context: Context) async {
        do {
            try await store.finish(key, with: outcome)
        } catch {
            context.logger.error("Could not record an idempotency key: \(error)")
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
