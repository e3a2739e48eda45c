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

    func html(_ template: String, _ context: Any, status: HTTPResponse.Status = .ok) throws -> Response {
        guard let bytes = library.render(context, template: template) else {
            throw ViewsError.templateMissing(template)
        }
        let buffer = ByteBuffer(bytes: bytes)
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .contentLength: String(buffer.readableBytes)],
            body: .init(byteBuffer: buffer)
        )
    }
}

enum ViewsError: Error {
    case templatesMissing
    case templateMissing(String)
}
