import Foundation
import LunchBoxCore
import Testing

@Suite("Error messages")
struct UserFacingErrorTests {
    static let key = "sk-proj-SECRET-0000-1111"

    static let everyAIError: [AIClientError] = [
        .missingAPIKey, .networkUnavailable, .invalidBaseURL, .invalidTimeout, .insecureEndpoint(host: "example.com"),
        .timedOut(seconds: 60), .cannotConnect(host: "localhost"),
        .httpError(statusCode: 401, body: "b"), .httpError(statusCode: 403, body: "b"), .httpError(statusCode: 404, body: "b", serverMessage: "model not found"),
        .httpError(statusCode: 429, body: "b", retryAfterSeconds: 20), .httpError(statusCode: 503, body: "b"), .httpError(statusCode: 400, body: "b"),
        .invalidResponse("x"), .truncatedResponse, .insufficientSuggestions(count: 1), .transport("x"),
    ]

    @Test func everyErrorHasAMessageAndATitle() {
        for error in Self.everyAIError {
            let described = UserFacingError(error)
            #expect(described.message.count > 20, "\(error)")
            #expect(!described.title.isEmpty)
            #expect(error.localizedDescription == described.message)
        }
    }

    @Test func messagesSayWhatToDo() {
        #expect(UserFacingError(AIClientError.missingAPIKey).message.contains("Settings"))
        #expect(UserFacingError(AIClientError.missingAPIKey).actions.contains(.openSettings))
        #expect(UserFacingError(AIClientError.httpError(statusCode: 401, body: "")).message.hasPrefix("Invalid API key"))
        #expect(UserFacingError(AIClientError.httpError(statusCode: 429, body: "")).message == "Rate limit reached — try again shortly.")
        #expect(UserFacingError(AIClientError.httpError(statusCode: 503, body: "")).message.hasPrefix("Service unavailable"))
        #expect(UserFacingError(AIClientError.httpError(statusCode: 503, body: "")).allowsRetry)
        #expect(UserFacingError(AIClientError.networkUnavailable).message.contains("offline"))
        #expect(UserFacingError(AIClientError.timedOut(seconds: 30)).message.contains("30 seconds"))
        #expect(UserFacingError(AIClientError.truncatedResponse).message.contains("cut off"))
        #expect(UserFacingError(AIClientError.httpError(statusCode: 404, body: "", serverMessage: "model x not found")).message.contains("model x not found"))
    }

    @Test func secretStoreErrorsSayHowToFixThem() {
        let message = UserFacingError(SecretStoreError.insecurePermissions(path: "/home/a/.config/lunchbox/credentials", mode: "0644")).message
        #expect(message.contains("chmod 600 /home/a/.config/lunchbox/credentials"))
        #expect(message.contains("0644"))
        #expect(UserFacingError(SecretStoreError.emptyKey).message.contains("empty"))
    }

    @Test func theKeyNeverAppearsEvenWhenTheServerEchoesIt() async throws {
        let redactor = SecretRedactor(secrets: [Self.key])
        let echoed = redactor.redact("{\"error\":{\"message\":\"bad key \(Self.key)\"}}")
        #expect(!echoed.contains(Self.key))
        let error = AIClientError.httpError(statusCode: 400, body: echoed, serverMessage: redactor.redact("bad key \(Self.key)"))
        for text in [error.localizedDescription, String(describing: error), String(reflecting: error), UserFacingError(error).title] {
            #expect(!text.contains(Self.key))
        }
    }

    @Test func redactorRemovesEveryOccurrenceButIgnoresTinySecrets() {
        let redactor = SecretRedactor(secrets: ["abc", "sk-1234567"])
        #expect(redactor.redact("sk-1234567 and sk-1234567") == "[redacted] and [redacted]")
        #expect(redactor.redact("abc") == "abc", "three characters would redact ordinary words")
    }

    @Test func unknownErrorsGetAGenericMessage() {
        struct Odd: Error {}
        #expect(UserFacingError(Odd()).message == "An unexpected error occurred. Please try again.")
    }
}
