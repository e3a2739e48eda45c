/// The body of `POST /chat/completions` (OpenAI-compatible).
public struct ChatCompletionRequest: Codable, Equatable, Sendable {
    public let model: String
    public let messages: [ChatMessage]
    /// Absent when the server refuses JSON mode; the prompt still asks for JSON.
    public let responseFormat: ResponseFormat?
    public let temperature: Double
    public let maxTokens: Int
    /// True to receive the reply as server-sent events, piece by piece.
    public let stream: Bool?

    public init(model: String, messages: [ChatMessage], responseFormat: ResponseFormat? = .jsonObject, temperature: Double, maxTokens: Int, stream: Bool? = nil) {
        self.model = model
        self.messages = messages
        self.responseFormat = responseFormat
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.stream = stream
    }

    enum CodingKeys: String, CodingKey {
        case model, messages, temperature, stream
        case responseFormat = "response_format"
        case maxTokens = "max_tokens"
    }
}

/// One message of a chat: text, and for a vision model the photos that go with it
/// (sent as OpenAI's content parts; a message without photos is a plain string).
public struct ChatMessage: Codable, Equatable, Sendable {
    /// "system", "user" or "assistant".
    public let role: String
    public let content: String
    public let images: [ChatImage]

    public init(role: String, content: String, images: [ChatImage] = []) {
        self.role = role
        self.content = content
        self.images = images
    }

    private enum Keys: String, CodingKey {
        case role, content
    }

    private enum PartKeys: String, CodingKey {
        case type, text
        case imageURL = "image_url"
    }

    private enum ImageKeys: String, CodingKey {
        case url, detail
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        role = try container.decode(String.self, forKey: .role)
        if let text = try? container.decode(String.self, forKey: .content) {
            content = text
            images = []
            return
        }
        var parts = try container.nestedUnkeyedContainer(forKey: .content)
        var texts: [String] = []
        var images: [ChatImage] = []
        while !parts.isAtEnd {
            let part = try parts.nestedContainer(keyedBy: PartKeys.self)
            if try part.decode(String.self, forKey: .type) == "image_url" {
                let image = try part.nestedContainer(keyedBy: ImageKeys.self, forKey: .imageURL)
                let detail = try image.decodeIfPresent(String.self, forKey: .detail).flatMap(ChatImage.Detail.init(rawValue:))
                images.append(ChatImage(url: try image.decode(String.self, forKey: .url), detail: detail ?? .auto))
            } else {
                texts.append(try part.decodeIfPresent(String.self, forKey: .text) ?? "")
            }
        }
        content = texts.joined(separator: "\n")
        self.images = images
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(role, forKey: .role)
        guard !images.isEmpty else {
            try container.encode(content, forKey: .content)
            return
        }
        var parts = container.nestedUnkeyedContainer(forKey: .content)
        var text = parts.nestedContainer(keyedBy: PartKeys.self)
        try text.encode("text", forKey: .type)
        try text.encode(content, forKey: .text)
        for image in images {
            var part = parts.nestedContainer(keyedBy: PartKeys.self)
            try part.encode("image_url", forKey: .type)
            var url = part.nestedContainer(keyedBy: ImageKeys.self, forKey: .imageURL)
            try url.encode(image.url, forKey: .url)
            try url.encode(image.detail.rawValue, forKey: .detail)
        }
    }
}

/// How the reply is constrained. Servers differ, so the client tries these in order and
/// remembers, per base URL, the first one a server takes (`ResponseFormatLadder`).
public struct ResponseFormat: Codable, Equatable, Sendable {
    /// The kinds, strictest first.
    public enum Kind: Int, CaseIterable, Comparable, Sendable {
        /// OpenAI's structured output: `{"type":"json_schema","json_schema":{...,"strict":true}}`.
        case jsonSchema
        /// llama.cpp's: `{"type":"json_object","schema":{...}}`, enforced by a grammar.
        case jsonObjectWithSchema
        /// Any JSON object.
        case jsonObject

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let kind: Kind
    public let schema: JSONValue?
    /// The schema's name, for `json_schema`.
    public let name: String

    public init(kind: Kind, schema: JSONValue? = nil, name: String = "lunch_box_ideas") {
        self.kind = kind
        self.schema = kind == .jsonObject ? nil : schema
        self.name = name
    }

    public static let jsonObject = ResponseFormat(kind: .jsonObject)

    private enum Keys: String, CodingKey {
        case type, schema
        case jsonSchema = "json_schema"
    }

    /// Reads the kind back (tests read requests); the schema itself is not read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let type = try container.decode(String.self, forKey: .type)
        if type == "json_schema" {
            kind = .jsonSchema
        } else {
            kind = container.contains(.schema) ? .jsonObjectWithSchema : .jsonObject
        }
        schema = nil
        name = ""
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch kind {
        case .jsonSchema:
            try container.encode("json_schema", forKey: .type)
            let wrapped: JSONValue = ["name": .string(name), "strict": true, "schema": schema ?? [:]]
            try container.encode(wrapped, forKey: .jsonSchema)
        case .jsonObjectWithSchema:
            try container.encode("json_object", forKey: .type)
            try container.encodeIfPresent(schema, forKey: .schema)
        case .jsonObject:
            try container.encode("json_object", forKey: .type)
        }
    }
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
