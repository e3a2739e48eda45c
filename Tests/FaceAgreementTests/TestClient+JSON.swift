import Hummingbird
import HummingbirdTesting
import Testing

extension TestClientProtocol {
    /// Sends a JSON body through the API as a script would, expects the `expecting`
    /// status (any success when nil), and answers the reply's body. A failure is reported
    /// where the test called it.
    func sendJSON(
        _ method: HTTPRequest.Method, _ path: String, _ body: String? = nil, expecting: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ByteBuffer {
        let response = try await executeRequest(uri: path, method: method, headers: [.contentType: "application/json"], body: body.map { ByteBuffer(string: $0) })
        if let expecting {
            #expect(Int(response.status.code) == expecting, "\(method) \(path): \(response.status)", sourceLocation: sourceLocation)
        } else {
            #expect(response.status.code < 300, "\(method) \(path): \(response.status)", sourceLocation: sourceLocation)
        }
        return response.body
    }
}
