import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Share cards as images: `/favorites/{id}/card.png` and `.svg`, the same for the ideas
/// pages (`/ideas/{id}/card.png`), and `/api/favorites/{id}/card?format=png` for scripts.
/// `?style=` picks the look (home-cook by default); `?download=1` asks the browser to
/// save the file rather than show it.
struct ShareCardController {
    let shareCards: ShareCardUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        for format in ShareCardFormat.allCases {
            router.get("/favorites/{id}/card.\(format.fileExtension)") { request, context in
                try await respond(.favorite(try context.parameters.require("id", as: UUID.self)), format: format, request: request)
            }
            router.get("/ideas/{id}/card.\(format.fileExtension)") { request, context in
                try await respond(.idea(try context.parameters.require("id", as: UUID.self)), format: format, request: request)
            }
        }
        router.get("/api/favorites/{id}/card") { request, context in
            let format = try request.uri.queryParameters.get("format").map(ShareCardFormat.parse) ?? .png
            return try await respond(.favorite(try context.parameters.require("id", as: UUID.self)), format: format, request: request, download: true)
        }
    }

    private func respond(_ source: ShareCardUseCase.Source, format: ShareCardFormat, request: Request, download: Bool? = nil) async throws -> Response {
        let query = request.uri.queryParameters
        let style = try query.get("style").map(ShareCardStyle.parse) ?? .standard
        let file = try await shareCards.file(for: source, style: style, format: format)
        let disposition = (download ?? (query.get("download") == "1")) ? "attachment" : "inline"
        return Response(
            status: .ok,
            headers: [
                .contentType: format == .svg ? file.contentType + "; charset=utf-8" : file.contentType,
                // The name is ASCII letters, digits, dashes and a dot: nothing to quote.
                .contentDisposition: "\(disposition); filename=\"\(file.fileName)\"",
                .contentLength: String(file.data.count),
                // An idea never changes under its id, but a favorite can be deleted.
                .cacheControl: "private, no-cache",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: file.data))
        )
    }
}
