import LunchBoxCore

/// How a recognizer is set up, as the API's language-neutral `explanation`
/// (`{"kind": "visionModel", "model": "llava", "host": "…"}`), so a client words it in its
/// own language; `detail` keeps the English.
extension RecognizerDetail: Codable {
    private enum Keys: String, CodingKey {
        case kind, model, host, learnt, missing, argument, detail, text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .onThisMachine: try container.encode("onThisMachine", forKey: .kind)
        case .notAvailable: try container.encode("notAvailable", forKey: .kind)
        case .cannotResizePhotos: try container.encode("cannotResizePhotos", forKey: .kind)
        case .needsVisionKey: try container.encode("needsVisionKey", forKey: .kind)
        case .visionModel(let model, let host):
            try container.encode("visionModel", forKey: .kind)
            try container.encode(model, forKey: .model)
            try container.encode(host, forKey: .host)
        case .imageModel(let printModel):
            try container.encode("imageModel", forKey: .kind)
            try container.encode(printModel, forKey: .model)
        case .memory(let learnt):
            try container.encode("memory", forKey: .kind)
            try container.encode(learnt, forKey: .learnt)
        case .missing(let missing):
            try container.encode("missing", forKey: .kind)
            let (what, argument) = Self.code(of: missing)
            try container.encode(what, forKey: .missing)
            try container.encodeIfPresent(argument, forKey: .argument)
        case .untried(let detail):
            try container.encode("untried", forKey: .kind)
            try container.encode(detail, forKey: .detail)
        case .text(let text):
            try container.encode("text", forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "onThisMachine": self = .onThisMachine
        case "notAvailable": self = .notAvailable
        case "cannotResizePhotos": self = .cannotResizePhotos
        case "needsVisionKey": self = .needsVisionKey
        case "visionModel": self = .visionModel(model: try container.decode(String.self, forKey: .model), host: try container.decode(String.self, forKey: .host))
        case "imageModel": self = .imageModel(printModel: try container.decode(String.self, forKey: .model))
        case "memory": self = .memory(learnt: try container.decode(Int.self, forKey: .learnt))
        case "missing":
            guard let missing = Self.missing(try container.decode(String.self, forKey: .missing), try container.decodeIfPresent(String.self, forKey: .argument)) else {
                throw DecodingError.dataCorruptedError(forKey: .missing, in: container, debugDescription: "no such missing part")
            }
            self = .missing(missing)
        case "untried": self = .untried(try container.decode(RecognizerDetail.self, forKey: .detail))
        case "text": self = .text(try container.decode(String.self, forKey: .text))
        case let kind: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no detail \(kind)")
        }
    }

    private static func code(of missing: RecognizerMissing) -> (String, String?) {
        switch missing {
        case .package(let package): ("package", package)
        case .modelNotBuilt(let path): ("modelNotBuilt", path)
        case .textModelsNotBuilt(let folder): ("textModelsNotBuilt", folder)
        case .library: ("library", nil)
        }
    }

    private static func missing(_ code: String, _ argument: String?) -> RecognizerMissing? {
        switch (code, argument) {
        case ("package", let package?): .package(package)
        case ("modelNotBuilt", let path?): .modelNotBuilt(path: path)
        case ("textModelsNotBuilt", let folder?): .textModelsNotBuilt(folder: folder)
        case ("library", _): .library
        default: nil
        }
    }
}
