import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxCore

@Suite("Chat client rules")
struct ChatClientTests {
    static let prompt = ChatPrompt(system: "s", user: "u")

    @Test func offlineMeansNoRequestIsAttempted() async throws {
        let transport = RecordingTransport(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)))
        let client = ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: false))
        await #expect(throws: AIClientError.networkUnavailable) {
            _ = try await client.complete(Self.prompt, configuration: .default, apiKey: "sk-test-key")
        }
        #expect(transport.requests.isEmpty)
        #expect(UserFacingError(AIClientError.networkUnavailable).kind == .offline)
        #expect(!UserFacingError(AIClientError.networkUnavailable).allowsRetry, "offline shows a banner, not a retry spinner")
    }

    @Test func aLoopbackServerNeedsNoNetwork() async throws {
        let transport = RecordingTransport(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)))
        let client = ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: false))
        let reply = try await client.complete(Self.prompt, configuration: AIProviderPreset.ollama.configuration, apiKey: "local")
        #expect(!reply.content.isEmpty)
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: ["http://api.example.com/v1", "http://192.168.1.20:11434/v1", "http://10.0.0.1/v1"])
    func plainHTTPIsRefusedUnlessLoopback(url: String) async throws {
        let transport = RecordingTransport(body: "")
        let client = ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true))
        let configuration = AIConfiguration(baseURL: URL(string: url)!, model: "m")
        #expect(throws: AIClientError.insecureEndpoint(host: URL(string: url)!.host!)) {
            _ = try client.makeRequest(for: Self.prompt, configuration: configuration, apiKey: "sk-test-key")
        }
        #expect(transport.requests.isEmpty)
        #expect(AIClientError.insecureEndpoint(host: "api.example.com").localizedDescription.contains("https://"))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func anEmptyKeyIsAMissingKey(key: String) async throws {
        let client = ChatClient(transport: RecordingTransport(body: ""), networkMonitor: FixedNetworkMonitor(online: true))
        #expect(throws: AIClientError.missingAPIKey) {
            _ = try client.makeRequest(for: Self.prompt, configuration: .default, apiKey: key)
        }
    }

    @Test func requestBodyIsAnOpenAIChatCompletion() throws {
        let client = ChatClient(transport: RecordingTransport(body: ""), networkMonitor: FixedNetworkMonitor(online: true))
        let configuration = AIConfiguration(baseURL: URL(string: "https://api.groq.com/openai/v1/")!, model: "llama", timeout: 12, temperature: 0.3, maxTokens: 900)
        let request = try client.makeRequest(for: Self.prompt, configuration: configuration, apiKey: "gsk_abcdef")
        #expect(request.url.absoluteString == "https://api.groq.com/openai/v1/chat/completions")
        #expect(request.method == "POST")
        #expect(request.timeout == 12)
        #expect(request.header("content-type") == "application/json")
        let json = try #require(JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(json["model"] as? String == "llama")
        #expect(json["temperature"] as? Double == 0.3)
        #expect(json["max_tokens"] as? Int == 900)
        #expect((json["response_format"] as? [String: String])?["type"] == "json_object")
    }

    @Test func transportFailuresMapToTheirErrors() async throws {
        for (failure, expected) in [
            (TransportError.timedOut, AIClientError.timedOut(seconds: 60)),
            (.cannotConnect, .cannotConnect(host: "api.openai.com")),
            (.notConnectedToInternet, .networkUnavailable),
            (.other("boom sk-test-key-999"), .transport("boom [redacted]")),
        ] {
            let client = ChatClient(transport: RecordingTransport { _ in throw failure }, networkMonitor: FixedNetworkMonitor(online: true))
            await #expect(throws: expected) {
                _ = try await client.complete(Self.prompt, configuration: .default, apiKey: "sk-test-key-999")
            }
        }
    }

    /// A key a service echoes near the end of a long error is redacted before the message
    /// is shortened to 200 characters: shortened first, the key's first half was left.
    @Test func aKeyEchoedWhereTheMessageIsShortenedIsRedactedWhole() throws {
        let key = "sk-test-key-0123456789abcdef"
        let message = String(repeating: "x", count: 190) + " " + key + " was refused"
        let body = Data(#"{"error": {"message": "\#(message)"}}"#.utf8)
        let said = try #require(ChatClient.serverMessage(in: body, redactor: SecretRedactor(secrets: [key])))
        #expect(!said.contains("sk-test"), "\(said)")
        #expect(said.count == 200 && said.hasSuffix("…"))
    }

    @Test func presetsFillABaseURLAndModel() throws {
        #expect(AIProviderPreset.ollama.baseURL.absoluteString == "http://localhost:11434/v1")
        for preset in AIProviderPreset.allCases {
            #expect(try EndpointPolicy.validated(preset.baseURL) == preset.baseURL)
            #expect(!preset.defaultModel.isEmpty)
            #expect(preset.configuration.matchingPreset == preset)
        }
    }
}
