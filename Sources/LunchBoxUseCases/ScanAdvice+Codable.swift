import LunchBoxCore

/// A piece of advice as the API's language-neutral `hints` item (`{"kind": "closestGuess",
/// "food": "milk", "percent": 55, "threshold": 60}`), so a client words it in its own
/// language; `advice` keeps the English lines.
extension ScanAdvice: Codable {
    private enum Keys: String, CodingKey {
        case kind, recognizers, food, percent, threshold, text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .lookedWith(let kinds):
            try container.encode("lookedWith", forKey: .kind)
            try container.encode(kinds, forKey: .recognizers)
        case .closestGuess(let food, let percent, let threshold):
            try container.encode("closestGuess", forKey: .kind)
            try container.encode(food, forKey: .food)
            try container.encode(percent, forKey: .percent)
            try container.encode(threshold, forKey: .threshold)
        case .teachIt: try container.encode("teachIt", forKey: .kind)
        case .typeIt: try container.encode("typeIt", forKey: .kind)
        case .visionModel: try container.encode("visionModel", forKey: .kind)
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "lookedWith": self = .lookedWith(try container.decode([RecognizerKind].self, forKey: .recognizers))
        case "closestGuess":
            self = .closestGuess(
                food: try container.decode(String.self, forKey: .food), percent: try container.decode(Int.self, forKey: .percent),
                threshold: try container.decode(Int.self, forKey: .threshold))
        case "teachIt": self = .teachIt
        case "typeIt": self = .typeIt
        case "visionModel": self = .visionModel
        case "text": self = .text(try container.decode(String.self, forKey: .text))
        case let kind: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no advice \(kind)")
        }
    }
}
