import LunchBoxCore

/// A scan's notice as the API's language-neutral `notice` (`{"kind": "found", "count": 2}`),
/// so a client such as the phone words it in its own language; `message` keeps the English.
extension ScanNotice: Codable {
    private enum Keys: String, CodingKey {
        case kind, count, text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .found(let count):
            try container.encode("found", forKey: .kind)
            try container.encode(count, forKey: .count)
        case .unreadable: try container.encode("unreadable", forKey: .kind)
        case .unsure: try container.encode("unsure", forKey: .kind)
        case .nothing: try container.encode("nothing", forKey: .kind)
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "found": self = .found(try container.decode(Int.self, forKey: .count))
        case "unreadable": self = .unreadable
        case "unsure": self = .unsure
        case "nothing": self = .nothing
        case "text": self = .text(try container.decode(String.self, forKey: .text))
        case let kind: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no notice \(kind)")
        }
    }
}
