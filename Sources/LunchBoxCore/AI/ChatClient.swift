import Foundation

/// Talks to an OpenAI-compatible `/chat/completions` endpoint.
///
/// Checks the endpoint policy and the network before sending anything, sends the key
/// only in the `Authorization` header, and turns every failure into an `AIClientError`
/// with the key removed from anything the server sent back.
public struct ChatClient: Sendable {
    /// Error bodies are kept (redacted) up to this size, for diagnostics.
    static let maximumKeptBodyLength = 2_000

    /// A streamed reply is refused past this many bytes, as it arrives.
    static let maximumReplySize = 4 * 1024 * 1024

    let transport: any HTTPTransport
    let networkMonitor: any NetworkMonitor
    let formats: ResponseFormatLadder
    /// The time a request's one deadline is measured on (tests move it by hand).
    let now: @Sendable () -> ContinuousClock.Instant

    /// `formats` remembers which response format each server takes; share one ladder for
    /// the life of the process.
    public init(
        transport: any HTTPTransport, networkMonitor: any NetworkMonitor, formats: ResponseFormatLadder = ResponseFormatLadder(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.transport = transport
        self.networkMonitor = networkMonitor
        self.formats = formats
        self.now = now
    }

    /// Builds the request without sending it (LB Properties 3 and 12).
    public func makeRequest(
        for prompt: ChatPrompt, configuration: AIConfiguration, apiKey: String, responseFormat: ResponseFormat? = .jsonObject, stream: Bool = false
    ) throws -> HTTPRequest {
        let key = apiKey.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw AIClientError.missingAPIKey }
        let baseURL = try EndpointPolicy.validated(configuration.baseURL)
        let body = ChatCompletionRequest(
            model: configuration.model,
            messages: [ChatMessage(role: "system", content: prompt.system), ChatMessage(role: "user", content: prompt.user, images: prompt.images)],
            responseFormat: responseFormat,
            temperature: configuration.temperature,
            maxTokens: configuration.maxTokens,
            stream: stream ? true : nil
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return HTTPRequest(
            url: baseURL.appendingPathComponent("chat/completions"),
            method: "POST",
            headers: [
                "Authorization": "Bearer \(key)",
                "Content-Type": "application/json",
                "Accept": stream ? "text/event-stream, application/json" : "application/json",
            ],
            body: try encoder.encode(body),
            timeout: configuration.timeout
        )
    }

    /// Sends the prompt and returns the model's whole reply text: the streamed reply,
    /// collected.
    public func complete(_ prompt: ChatPrompt, configuration: AIConfiguration, apiKey: String) async throws -> ChatReply {
        var content = ""
        for try await delta in stream(prompt, configuration: configuration, apiKey: apiKey) {
            content += delta
        }
        guard !content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw AIClientError.invalidResponse("the reply was empty")
        }
        return ChatReply(content: content, finishReason: "stop", model: configuration.model)
    }

    /// A 400, 422 or 500 that names the response format: the server does not take the
    /// one sent (LM Studio refuses `json_object`; llama.cpp's server refuses `json_schema`).
    static func refusesResponseFormat(_ response: HTTPResponse) -> Bool {
        guard [400, 422, 500].contains(response.statusCode) else { return false }
        let text = String(decoding: response.body.prefix(maximumKeptBodyLength * 4), as: UTF8.self).lowercased()
        return text.contains("response_format") || text.contains("json_schema")
    }

    static func clientError(for error: TransportError, host: String, timeout: TimeInterval, redactor: SecretRedactor) -> AIClientError {
        switch error {
        case .timedOut: .timedOut(seconds: Int(timeout.rounded()))
        case .cannotConnect: .cannotConnect(host: host)
        case .notConnectedToInternet: .networkUnavailable
        case .responseTooLarge: .invalidResponse("the reply was too large")
        case .other(let detail): .transport(redactor.redact(detail))
        }
    }

    static func httpError(for response: HTTPResponse, redactor: SecretRedactor) -> AIClientError {
        let text = redactor.redact(String(decoding: response.body.prefix(maximumKeptBodyLength * 2), as: UTF8.self))
        let retryAfter = response.header("retry-after").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return .httpError(
            statusCode: response.statusCode,
            body: String(text.prefix(maximumKeptBodyLength)),
            serverMessage: serverMessage(in: response.body, redactor: redactor),
            retryAfterSeconds: retryAfter.map { max(0, min($0, 86_400)) }
        )
    }

    /// The `error.message` of an OpenAI-style error body, without any secret, then
    /// shortened: shortening first could cut a key the service echoed in two, and the
    /// half left would no longer be found and redacted.
    static func serverMessage(in body: Data, redactor: SecretRedactor) -> String? {
        struct ErrorBody: Decodable {
            struct Detail: Decodable { let message: String? }
            let error: Detail?
        }
        guard
            let message = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.error?.message?
                .trimmingCharacters(in: .whitespacesAndNewlines), !message.isEmpty
        else { return nil }
        let flat = redactor.redact(message.split(whereSeparator: \.isNewline).joined(separator: " "))
        return flat.count > 200 ? String(flat.prefix(199)) + "…" : flat
    }

    static func reply(from response: HTTPResponse, model: String, redactor: SecretRedactor) throws -> ChatReply {
        let decoded: ChatCompletionResponse
        do {
            decoded = try JSONDecoder().decode(ChatCompletionResponse.self, from: response.body)
        } catch {
            let looksLikeHTML = String(decoding: response.body.prefix(200), as: UTF8.self).lowercased().contains("<html")
            throw AIClientError.invalidResponse(looksLikeHTML ? "the server sent a web page instead of a chat reply" : "the server's reply was not a chat completion")
        }
        guard let choice = decoded.choices.first else {
            throw AIClientError.invalidResponse("the reply had no choices")
        }
        if choice.finishReason == "length" {
            throw AIClientError.truncatedResponse
        }
        guard let content = choice.message.content, !content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw AIClientError.invalidResponse("the reply was empty")
        }
        return ChatReply(content: redactor.redact(content), finishReason: choice.finishReason, model: decoded.model ?? model)
    }
}
