import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Chat client properties")
struct ChatClientPropertiesTests {
    static let prompt = ChatPrompt(system: "system", user: "- eggs (6)")

    /// https base URLs on varied hosts, ports and paths, plus loopback http ones.
    static var baseURL: Generator<URL, some SendableSequenceType> {
        let label = Gen.element(of: Array("abcdefghijklmnopqrstuvwxyz0123456789")).compactMap { $0 }.array(of: 1...12).map { String($0) }
        let host = zip(label.array(of: 1...3), Gen.element(of: ["com", "ai", "org", "io", "dev"]).compactMap { $0 })
            .map { labels, tld in (labels + [tld]).joined(separator: ".") }
        let path = Gen.element(of: ["", "/v1", "/api/v1", "/openai/v1", "/v1/"]).compactMap { $0 }
        let port = Gen.int(in: 1...65_535).optional(valueRate: 0.3)
        let remote = zip(host, port, path).map { host, port, path in
            URL(string: "https://\(host)\(port.map { ":\($0)" } ?? "")\(path)")!
        }
        let loopback = zip(Gen.element(of: ["localhost", "127.0.0.1", "[::1]"]).compactMap { $0 }, Gen.int(in: 1...65_535), path)
            .map { host, port, path in URL(string: "http://\(host):\(port)\(path)")! }
        return zip(Gen.bool(0.8), remote, loopback).map { useRemote, remote, loopback in useRemote ? remote : loopback }
    }

    // Feature: lunchbox-prep, Property 3: For any base URL and any inventory prompt, the HTTP request constructed by AIClient should have a URL whose scheme and host match the configured base URL.
    @Test func requestGoesToTheConfiguredBaseURL() async throws {
        await propertyCheck(count: 200, input: Self.baseURL, Generators.inventoryItems()) { baseURL, items in
            let client = ChatClient(transport: RecordingTransport(body: ""), networkMonitor: FixedNetworkMonitor(online: true))
            let prompt = PromptBuilder().prompt(for: items, preferences: .none)
            let request = try client.makeRequest(for: prompt, configuration: AIConfiguration(baseURL: baseURL, model: "m"), apiKey: "sk-test-key")
            #expect(request.url.scheme == baseURL.scheme)
            #expect(EndpointPolicy.host(of: request.url) == EndpointPolicy.host(of: baseURL))
            #expect(request.url.port == baseURL.port)
            #expect(request.url.path.hasSuffix("/chat/completions"))
            #expect(request.url.path.hasPrefix(baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path))
        }
    }

    // Feature: lunchbox-prep, Property 12: For any API key string, the URLRequest constructed by AIClient should contain an Authorization header with value "Bearer <apiKey>".
    @Test func authorizationHeaderCarriesTheKey() async throws {
        await propertyCheck(count: 200, input: Generators.apiKey) { key in
            let transport = RecordingTransport(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)))
            let client = ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true))
            _ = try await client.complete(Self.prompt, configuration: .default, apiKey: key)
            let sent = try #require(transport.requests.first)
            #expect(sent.header("Authorization") == "Bearer \(key)")
            // The key travels in that header only.
            #expect(!String(decoding: sent.body, as: UTF8.self).contains(key))
            #expect(!sent.url.absoluteString.contains(key))
        }
    }

    // Feature: lunchbox-prep, Property 13: For any AI API response payload, if the parsed LunchBoxIdea array contains fewer than 3 items, AIClient should throw AIClientError.insufficientSuggestions rather than returning the partial list.
    @Test func fewerThanThreeIdeasIsAnError() async throws {
        await propertyCheck(count: 150, input: Generators.ideas(0...2), Gen.bool) { ideas, fenced in
            let json = Self.replyJSON(ideas)
            let content = fenced ? "```json\n\(json)\n```" : json
            let transport = RecordingTransport(body: CannedReplies.completion(content: content))
            let engine = AISuggestionEngine(client: ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true)), configuration: .default, apiKey: "sk-test-key")
            await #expect(throws: AIClientError.insufficientSuggestions(count: ideas.count)) {
                _ = try await engine.suggestions(for: [InventoryItem(name: "eggs")], preferences: .none, today: nil)
            }
        }
    }

    // Feature: lunchbox-prep, Property 14: For any LunchBoxIdea value returned by the suggestion engine, name must be non-empty, ingredients must be a non-empty array, and preparationSteps must be a non-empty array.
    @Test func everyReturnedIdeaIsComplete() async throws {
        let maybeBlank = zip(Gen.int(in: 0...3), Generators.foodName).map { pick, food in ["", "   ", "\n", food][pick] }
        let rawIdea = zip(maybeBlank, maybeBlank.array(of: 0...4), maybeBlank.array(of: 0...4))
        await propertyCheck(count: 200, input: rawIdea.array(of: 0...7)) { rawIdeas in
            let objects = rawIdeas.map { ["name": $0.0, "ingredients": $0.1, "steps": $0.2] as [String: Any] }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: ["ideas": objects]), as: UTF8.self)
            let expectedComplete = rawIdeas.filter { name, ingredients, steps in
                !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                    && ingredients.contains { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
                    && steps.contains { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            }.count
            do {
                let ideas = try IdeaReplyParser().ideas(from: json)
                #expect(ideas.count == min(expectedComplete, 8))
                for idea in ideas {
                    #expect(idea.isComplete)
                    #expect(!idea.name.isEmpty && !idea.ingredients.isEmpty && !idea.preparationSteps.isEmpty)
                }
            } catch let error as AIClientError {
                #expect(error == .insufficientSuggestions(count: expectedComplete))
                #expect(expectedComplete < 3)
            }
        }
    }

    // Feature: lunchbox-prep, Property 15: For any HTTP status code in the 4xx–5xx range, AIClient should throw an AIClientError.httpError whose localizedDescription is a non-empty, human-readable string.
    @Test func httpErrorsHaveHumanReadableDescriptions() async throws {
        let body = Gen.element(of: Array("abcdefghijklmnopqrstuvwxyz<>{}\":, ")).compactMap { $0 }.array(of: 0...60).map { "raw-body-" + String($0) }
        await propertyCheck(count: 200, input: Gen.int(in: 400...599), body) { status, body in
            let transport = RecordingTransport(status: status, body: body)
            let client = ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true))
            do {
                _ = try await client.complete(Self.prompt, configuration: .default, apiKey: "sk-test-key-123456")
                Issue.record("status \(status) did not throw")
            } catch let error as AIClientError {
                guard case .httpError(let code, _, _, _) = error else {
                    Issue.record("status \(status) gave \(error)")
                    return
                }
                #expect(code == status)
                let description = error.localizedDescription
                #expect(description.count > 20)
                #expect(description.first?.isUppercase == true)
                #expect(!description.contains("raw-body-"), "the raw body is not shown to people")
                #expect(!description.contains("Optional("))
                #expect(!description.contains("sk-test-key-123456"))
            }
        }
    }

    static func replyJSON(_ ideas: [LunchBoxIdea]) -> String {
        let objects = ideas.map { ["name": $0.name, "ingredients": $0.ingredients, "steps": $0.preparationSteps] as [String: Any] }
        return String(decoding: try! JSONSerialization.data(withJSONObject: ["ideas": objects]), as: UTF8.self)
    }
}
