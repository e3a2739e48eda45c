/// One server-sent chunk of a streamed chat completion (OpenAI-compatible).
struct ChatStreamChunk: Decodable {
    struct Choice: Decodable {
        struct Delta: Decodable {
            let content: String?
        }

        let delta: Delta?
        let finishReason: String?

        enum CodingKeys: String, CodingKey {
            case delta
            case finishReason = "finish_reason"
        }
    }

    struct ErrorDetail: Decodable {
        let message: String?
    }

    let model: String?
    let choices: [Choice]?
    /// Some servers report a failure inside the stream.
    let error: ErrorDetail?
}
