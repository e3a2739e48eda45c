import Foundation

/// Chat completion bodies as real services send them.
public enum CannedReplies {
    /// A chat completion whose message content is `content`.
    public static func completion(content: String, finishReason: String = "stop", model: String = "test-model") -> String {
        let payload: [String: Any] = [
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "model": model,
            "choices": [["index": 0, "message": ["role": "assistant", "content": content], "finish_reason": finishReason]],
        ]
        let data = try! JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// `{"ideas":[...]}` with `count` complete ideas.
    public static func ideasJSON(count: Int) -> String {
        let ideas = (0..<count).map { index in
            [
                "name": "Idea \(index + 1)",
                "ingredients": ["eggs", "bread"],
                "steps": ["Boil the eggs.", "Slice the bread.", "Pack together."],
            ] as [String: Any]
        }
        let data = try! JSONSerialization.data(withJSONObject: ["ideas": ideas], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    public static func errorBody(message: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["error": ["message": message, "type": "invalid_request_error"]], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    public static let htmlErrorPage = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>"
}
