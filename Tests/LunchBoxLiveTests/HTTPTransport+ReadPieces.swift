import LunchBoxCore

extension HTTPTransport {
    /// Streams the request, reads `count` pieces and lets the stream go, as a caller that
    /// returns after `break`: how the streaming tests check a transport ends its request.
    func readPieces(_ count: Int, of request: HTTPRequest) async throws -> Int {
        let response = try await stream(request)
        var read = 0
        for try await _ in response.body {
            read += 1
            if read == count { break }
        }
        return read
    }
}
