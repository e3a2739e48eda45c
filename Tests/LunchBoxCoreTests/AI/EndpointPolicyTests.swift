import Foundation
import LunchBoxCore
import Testing

@Suite("Endpoint policy")
struct EndpointPolicyTests {
    @Test(arguments: [
        ("https://api.openai.com/v1/", "https://api.openai.com/v1"),
        ("  https://openrouter.ai/api/v1 ", "https://openrouter.ai/api/v1"),
        ("http://localhost:11434/v1", "http://localhost:11434/v1"),
        ("http://127.0.0.1:1234/v1", "http://127.0.0.1:1234/v1"),
        ("http://[::1]:8000/v1", "http://[::1]:8000/v1"),
    ])
    func acceptsHTTPSAndLoopbackHTTP(input: String, expected: String) throws {
        #expect(try EndpointPolicy.validatedBaseURL(input).absoluteString == expected)
    }

    @Test(arguments: ["http://api.openai.com/v1", "http://localhost.evil.com/v1", "http://127.0.0.2.nip.io/v1"])
    func refusesPlainHTTPElsewhere(input: String) {
        #expect(throws: AIClientError.self) { try EndpointPolicy.validatedBaseURL(input) }
    }

    @Test(arguments: ["", "api.openai.com", "ftp://example.com", "https://", "https://user:secret@example.com/v1", "https://example.com/v1?key=1", "javascript:alert(1)"])
    func refusesWhatIsNotABaseURL(input: String) {
        #expect(throws: AIClientError.self) { try EndpointPolicy.validatedBaseURL(input) }
    }

    @Test func knowsLoopbackHosts() {
        #expect(EndpointPolicy.isLoopback(host: "localhost"))
        #expect(EndpointPolicy.isLoopback(host: "LOCALHOST"))
        #expect(EndpointPolicy.isLoopback(host: "::1"))
        #expect(EndpointPolicy.isLoopback(host: "[::1]"))
        #expect(!EndpointPolicy.isLoopback(host: "localhost.example.com"))
        #expect(!EndpointPolicy.isLoopback(host: "0.0.0.0"))
    }
}
