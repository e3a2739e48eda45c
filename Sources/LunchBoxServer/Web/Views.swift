import Foundation
import Hummingbird
import Mustache

/// The HTML templates (swift-mustache) shipped with the server.
///
/// `{{name}}` escapes HTML; the templates never use triple braces, so text a person or an
/// AI wrote is always shown as text.
struct Views: Sendable {
    private let library: MustacheLibrary

    init() async throws {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw ViewsError.templatesMissing
        }
        HTMLEscaping.register()
        library = try await MustacheLibrary(directory: folder.path)
    }

    func html(_ template: String, _ context: Any, status: HTTPResponse.Status = .ok) throws -> Response {
        guard let text = library.render(context, withTemplate: template) else {
            throw ViewsError.templateMissing(template)
        }
        let buffer = ByteBuffer(string: text)
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
