import HTTPTypes
import Hummingbird
import Testing

@testable import LunchBoxServer

/// Issue 39, item 5: uploads are bounded before their bodies are read.
@Suite("Upload budget")
struct UploadBudgetTests {
    @Test func reservationsFitTheCapacityAndComeBack() async {
        let budget = UploadBudget(capacity: 100)
        #expect(await budget.reserve(60))
        #expect(await !budget.reserve(41))
        #expect(await budget.reserve(40))
        await budget.release(60)
        #expect(await budget.reserved == 40)
        #expect(await budget.reserve(60))
    }

    @Test func anUploadPastTheBudgetIsRefusedAsBusyAndTheBudgetIsGivenBack() async throws {
        var configuration = ServerConfiguration()
        configuration.maximumUploadBytesInFlight = 4_096
        try await TestApp.run(configuration: configuration) { client, _ in
            let boundary = "lbBudget"
            let small = ByteBuffer(string: "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.jpg\"\r\n\r\nxx\r\n--\(boundary)--\r\n")
            let big = ByteBuffer(repeating: UInt8(ascii: "x"), count: 8_192)
            let kind: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
            let refused = try await client.raw(.post, "/api/scan", headers: kind, body: big)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] != nil)
            #expect(refused.text.contains("Try again in a moment"))
            // A small upload after it is read (and found not to be a photo): nothing was kept.
            for _ in 0..<3 {
                let answer = try await client.raw(.post, "/api/scan", headers: kind, body: small)
                #expect(answer.status != .tooManyRequests)
            }
        }
    }
}
