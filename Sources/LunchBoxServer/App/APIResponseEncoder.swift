import Hummingbird
import LunchBoxWire

/// Every `ResponseEncodable` the API returns, written by `APIJSONEncoder` (issue 40: the
/// same JSON as `APICoding.encoder()` in well under half the time).
public struct APIResponseEncoder: ResponseEncoder {
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let bytes = try APIJSONEncoder().encode(value)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(bytes.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
