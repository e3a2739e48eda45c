import Foundation

extension ChatClient {
    /// The model's reply as it is written, piece by piece (`stream: true`, server-sent
    /// events). A server that answers with a plain completion gives its whole text as one
    /// piece. Ending the iteration early cancels the request. `finish_reason: length`
    /// throws `truncatedResponse`; a stream that stops before the model finished throws
    /// `invalidResponse`.
    public func stream(_ prompt: ChatPrompt, configuration: AIConfiguration, apiKey: String) -> AsyncThrowingStream<String, any Error> {
        .producing { continuation in
            try await run(prompt, configuration: configuration, apiKey: apiKey, started: now()) { continuation.yield($0) }
        }
    }

    private func run(_ prompt: ChatPrompt, configuration: AIConfiguration, apiKey: String, started: ContinuousClock.Instant, onDelta: (String) -> Void) async throws {
        var kind = formats.start(for: configuration.baseURL)
        // Building the first request checks the key and the address before anything else.
        var next = try makeRequest(for: prompt, configuration: configuration, apiKey: apiKey, responseFormat: kind.map { Self.format($0, reply: prompt.reply) }, stream: true)
        let host = EndpointPolicy.host(of: next.url) ?? "the server"
        // A server on this computer needs no network; anything else does (LB Req 5.7).
        if !EndpointPolicy.isLoopback(next.url), !(await networkMonitor.isOnline()) {
            throw AIClientError.networkUnavailable
        }
        let redactor = SecretRedactor(secrets: [apiKey, apiKey.trimmingCharacters(in: .whitespacesAndNewlines)])
        while true {
            // One timeout for the whole request, however many formats it tries: each try
            // gets what is left of it as its own deadline (the transport's covers the body
            // too). A server that refused each format after 4 s made a 5 s timeout last
            // 16 s (issue 27).
            let elapsed = now() - started
            let left = configuration.timeout - Double(elapsed.components.seconds) - Double(elapsed.components.attoseconds) / 1e18
            guard left > 0 else { throw AIClientError.timedOut(seconds: Int(configuration.timeout.rounded())) }
            next.timeout = left
            let response = try await open(next, host: host, timeout: configuration.timeout, redactor: redactor)
            guard (200..<300).contains(response.statusCode) else {
                let whole = HTTPResponse(
                    statusCode: response.statusCode, headers: response.headers,
                    body: try await collect(response.body, limit: Self.maximumKeptBodyLength * 4, host: host, timeout: configuration.timeout, redactor: redactor, cut: true))
                if let refused = kind, Self.refusesResponseFormat(whole) {
                    kind = ResponseFormatLadder.next(after: refused)
                    next = try makeRequest(for: prompt, configuration: configuration, apiKey: apiKey, responseFormat: kind.map { Self.format($0, reply: prompt.reply) }, stream: true)
                    continue
                }
                throw Self.httpError(for: whole, redactor: redactor)
            }
            formats.remember(kind, for: configuration.baseURL)
            if response.header("content-type")?.lowercased().contains("text/event-stream") == true {
                try await readEvents(response.body, host: host, timeout: configuration.timeout, redactor: redactor, onDelta: onDelta)
            } else {
                let body = try await collect(response.body, limit: Self.maximumReplySize, host: host, timeout: configuration.timeout, redactor: redactor, cut: false)
                let whole = HTTPResponse(statusCode: response.statusCode, headers: response.headers, body: body)
                onDelta(try Self.reply(from: whole, model: configuration.model, redactor: redactor).content)
            }
            return
        }
    }

    /// The format of this kind with the schema flavour its servers read.
    static func format(_ kind: ResponseFormat.Kind, reply: ReplySchema) -> ResponseFormat {
        switch kind {
        case .jsonSchema: ResponseFormat(kind: kind, schema: reply.strict, name: reply.name)
        case .jsonObjectWithSchema: ResponseFormat(kind: kind, schema: reply.grammar, name: reply.name)
        case .jsonObject: .jsonObject
        }
    }

    private func open(_ request: HTTPRequest, host: String, timeout: TimeInterval, redactor: SecretRedactor) async throws -> HTTPStreamingResponse {
        do {
            return try await transport.stream(request)
        } catch let error as TransportError {
            throw Self.clientError(for: error, host: host, timeout: timeout, redactor: redactor)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw AIClientError.transport(redactor.redact(error.localizedDescription))
        }
    }

    /// The body's bytes up to `limit`: beyond it, cut there (`cut`, for an error body kept
    /// for diagnostics) or refused.
    private func collect(
        _ body: AsyncThrowingStream<Data, any Error>, limit: Int, host: String, timeout: TimeInterval, redactor: SecretRedactor, cut: Bool
    ) async throws -> Data {
        var data = Data()
        try await reading(host: host, timeout: timeout, redactor: redactor) {
            for try await piece in body {
                data.append(piece)
                if data.count > limit {
                    if cut { return }
                    throw TransportError.responseTooLarge
                }
            }
        }
        return data.count > limit ? data.prefix(limit) : data
    }

    private func readEvents(
        _ body: AsyncThrowingStream<Data, any Error>, host: String, timeout: TimeInterval, redactor: SecretRedactor, onDelta: (String) -> Void
    ) async throws {
        var events = ServerSentEvents()
        var received = 0
        var finished = false
        try await reading(host: host, timeout: timeout, redactor: redactor) {
            for try await piece in body {
                received += piece.count
                guard received <= Self.maximumReplySize else { throw TransportError.responseTooLarge }
                for data in try events.feed(piece) {
                    if try Self.handle(event: data, redactor: redactor, onDelta: onDelta) {
                        finished = true
                        return
                    }
                }
            }
            if let last = events.finish(), try Self.handle(event: last, redactor: redactor, onDelta: onDelta) {
                finished = true
            }
        }
        guard finished else { throw AIClientError.invalidResponse("the reply stopped before it was complete") }
    }

    /// Reads one event's data; true once the reply is complete.
    private static func handle(event data: String, redactor: SecretRedactor, onDelta: (String) -> Void) throws -> Bool {
        let text = data.trimmingCharacters(in: .whitespaces)
        if text == "[DONE]" { return true }
        guard let chunk = try? JSONDecoder().decode(ChatStreamChunk.self, from: Data(text.utf8)) else {
            throw AIClientError.invalidResponse("the server's stream was not chat completion chunks")
        }
        if let error = chunk.error {
            throw AIClientError.invalidResponse("the server stopped with an error: \(redactor.redact(error.message ?? "no details"))")
        }
        guard let choice = chunk.choices?.first else { return false }
        if let content = choice.delta?.content, !content.isEmpty { onDelta(content) }
        switch choice.finishReason {
        case "length"?: throw AIClientError.truncatedResponse
        case .some: return true
        case nil: return false
        }
    }

    /// Turns transport failures while a body arrives into the client's errors.
    private func reading(host: String, timeout: TimeInterval, redactor: SecretRedactor, _ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as TransportError {
            throw Self.clientError(for: error, host: host, timeout: timeout, redactor: redactor)
        }
    }
}
