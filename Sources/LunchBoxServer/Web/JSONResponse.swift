import Foundation
import Hummingbird

/// JSON bodies for the API: sorted keys, ISO 8601 dates.
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let buffer = ByteBuffer(bytes: try encoder.encode(value))
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(buffer.readableBytes)],
            body: .init(byteBuffer: buffer)
        )
    }

    static func noContent() -> Response {
        Response(status: .noContent)
    }

    /// Decodes a JSON body (at most 1 MB); a malformed one is a 400 that says so.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        var request = request
        let buffer = try await request.collectBody(upTo: 1024 * 1024)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw HTTPError(.badRequest, message: "The body is not the JSON this endpoint expects (see docs/openapi.json).")
        }
    }
}
