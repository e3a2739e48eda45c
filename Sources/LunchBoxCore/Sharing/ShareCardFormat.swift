/// The file a share card is delivered as.
public enum ShareCardFormat: String, CaseIterable, Codable, Equatable, Sendable {
    case png
    case svg

    public var contentType: String {
        switch self {
        case .png: "image/png"
        case .svg: "image/svg+xml"
        }
    }

    public var fileExtension: String { rawValue }

    /// The format named `text` ("png" or "svg", any case); `ShareCardError.unknownFormat` otherwise.
    public static func parse(_ text: String) throws -> ShareCardFormat {
        guard let format = ShareCardFormat(rawValue: text.lowercased()) else { throw ShareCardError.unknownFormat(String(text.prefix(20))) }
        return format
    }
}
