import Foundation
import Hummingbird

/// Reads a change's body once, into the context, for everything after it: a page's form
/// (urlencoded, `context.form`) and an upload route's photo form (multipart,
/// `context.upload`, under the upload limit). What no route takes is refused unread: a
/// multipart body outside the upload routes (`RouteTraits.upload`), and an API write whose
/// body is not JSON. Runs after the origin check, before the form-token check that reads
/// the token from the form.
struct RequestBodyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// Forms are small; anything larger is not a form of ours.
    static let maximumFormSize = 1024 * 1024

    let maximumUploadSize: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        var request = request
        var context = context
        let multipart = MultipartBody.isMultipart(request)
        if multipart, !RouteTraits.of(context).contains(.upload) {
            throw HTTPError(.unsupportedMediaType, message: "Only photo uploads are sent as multipart/form-data.")
        }
        let api = request.uri.path.hasPrefix("/api/")
        if api { try Self.checkAPIWrite(request) }
        if multipart {
            context.upload = try await MultipartBody.read(&request, maximumUploadSize: maximumUploadSize)
        } else if !api, request.method == .post, request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true {
            context.form = FormData(String(buffer: try await request.collectBody(upTo: Self.maximumFormSize)))
        }
        return try await next(request, context)
    }

    /// An API write sends JSON (or a photo to an upload route), or no body at all.
    static func checkAPIWrite(_ request: Request) throws {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let hasBody = (request.headers[.contentLength].flatMap(Int.init) ?? 0) > 0 || request.headers[.transferEncoding] != nil
        guard !hasBody || type.hasPrefix("application/json") || type.hasPrefix("multipart/form-data") else {
            throw HTTPError(.unsupportedMediaType, message: "Send JSON (Content-Type: application/json).")
        }
    }
}
