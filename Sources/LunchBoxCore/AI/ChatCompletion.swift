/// The body of `POST /chat/completions` (OpenAI-compatible).
public struct ChatCompletionRequest: Codable, Equatable, Sendable {
    public let model: String
    public let messages: [ChatMessage]
    /// Absent when the server refuses JSON mode; the prompt still asks for JSON.
    public let responseFormat: ResponseFormat?
    public let temperature: Double
    public let maxTokens: Int

    public init(model: String, messages: [ChatMessage], responseFormat: ResponseFormat? = .jsonObject, temperature: Double, maxTokens: Int) {
        self.model = model
        self.messages = messages
        self.responseFormat = responseFormat
        self.temperature = temperature
        self.maxTokens = maxTokens
    }

    enum CodingKeys: String, CodingKey {
        case model, messages, temperature
        case responseFormat = "response_format"
        case maxTokens = "max_tokens"
    }
}

/// One message of a chat.
public struct ChatMessage: Codable, Equatable, Sendable {
    /// "system", "user" or "assistant".
    public let role: String
    public let content: String

    public init(role: String, content: String) {
        self.role = role
        self.content = content
    }
}

/// Asks the model for a JSON object.
public struct ResponseFormat: Codable, Equatable, Sendable {
    public let type: String

    public init(type: String) {
        self.type = type
    }

    public static let jsonObject = ResponseFormat(type: "json_object")
}

/// The parts of a chat completion reply LunchBox reads.
public struct ChatCompletionResponse: Decodable, Equatable, Sendable {
    public struct Choice: Decodable, Equatable, Sendable {
        public struct Message: Decodable, Equatable, Sendable {
            public let content: String?
        }

        public let message: Message
        public let finishReason: String?

        enum CodingKeys: String, CodingKey {
            case message
            case finishReason = "finish_reason"
        }
    }

    public let model: String?
    public let choices: [Choice]
}

/// The text of a reply and why the model stopped.
public struct ChatReply: Equatable, Sendable {
    public let content: String
    public let finishReason: String?
    public let model: String

    public init(content: String, finishReason: String?, model: String) {
        self.content = content
        self.finishReason = finishReason
        self.model = model
    }
}
