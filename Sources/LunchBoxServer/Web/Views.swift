import Foundation
import Hummingbird

/// The HTML templates (mustache, in `Templates/`) shipped with the server.
///
/// `{{name}}` escapes HTML and the templates have no way not to, so text a person or an
/// AI wrote is always shown as text.
struct Views: Sendable {
    private let library: TemplateLibrary

    init() throws {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw ViewsError.templatesMissing
        }
        library = try TemplateLibrary(directory: folder)
    }

    /// The page, gzipped when `gzip` (the browser takes it) and it is worth it.
    func html(_ template: String, _ context: Any, status: HTTPResponse.Status = .ok, gzip: Bool = false) throws -> Response {
        guard let bytes = library.render(context, template: template) else {
            throw ViewsError.templateMissing(template)
        }
        var buffer = ByteBuffer(bytes: bytes)
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .vary: "Accept-Encoding"]
        if gzip, buffer.readableBytes >= PageCompression.minimumBytes {
            buffer = try PageCompression.gzip(buffer)
            headers[.contentEncoding] = "gzip"
        }
        headers[.contentLength] = String(buffer.readableBytes)
        return Response(status: status, headers: headers, body: .init(byteBuffer: buffer))
    }
}

enum ViewsError: Error {
    case templatesMissing
    case templateMissing(String)
}
