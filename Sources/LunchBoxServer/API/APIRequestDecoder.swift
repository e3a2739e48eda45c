import Foundation
import Hummingbird
import LunchBoxWire

/// Reads the API's JSON bodies for `request.decode(as:context:)`: at most 1 MB (photos
/// have their own, larger limit), ISO 8601 dates, and one plain message for a body that
/// does not decode. Hummingbird's own messages name coding keys and Swift types, which
/// mean nothing to a client of this API.
public struct APIRequestDecoder: RequestDecoder {
    static let maximumSize = 1024 * 1024
    static let malformedMessage = "The body is not the JSON this endpoint expects (see docs/openapi.json)."

    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let buffer = try await request.body.collect(upTo: Self.maximumSize)
        let decoder = APICoding.decoder()
        do {
            return try decoder.decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw HTTPError(.badRequest, message: Self.malformedMessage)
        }
    }
}
