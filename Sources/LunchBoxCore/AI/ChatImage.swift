import Foundation

/// A photo in a chat message, as a base64 `data:` URL (Ollama takes no other kind, and
/// nothing has to be uploaded anywhere first).
public struct ChatImage: Codable, Equatable, Sendable {
    /// OpenAI's `detail`: `low` is one 512 px tile (85 tokens), enough to name foods.
    public enum Detail: String, Codable, Sendable {
        case low, high, auto
    }

    public let url: String
    public let detail: Detail

    public init(url: String, detail: Detail = .low) {
        self.url = url
        self.detail = detail
    }

    /// A JPEG as a data URL.
    public init(jpeg: Data, detail: Detail = .low) {
        self.init(url: "data:image/jpeg;base64," + jpeg.base64EncodedString(), detail: detail)
    }
}
