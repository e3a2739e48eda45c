import LunchBoxCore

// `GET /api/ideas/engines`: each engine as `{"kind": "ai", "available": false, "reason":
// "noAPIKey", "message": "No AI key is saved."}`, so a client reads a code and the
// server's words rather than Swift's shape of an enum.
extension IdeaEngineStatus: Codable {
    private enum Keys: String, CodingKey {
        case engines
    }

    public init(from decoder: any Decoder) throws {
        self.init(engines: try decoder.container(keyedBy: Keys.self).decode([Entry].self, forKey: .engines))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(engines, forKey: .engines)
    }
}

extension IdeaEngineStatus.Entry: Codable {
    private enum Keys: String, CodingKey {
        case kind, available, reason, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let kind = try container.decode(IdeaOrigin.Engine.self, forKey: .kind)
        guard try !container.decode(Bool.self, forKey: .available) else {
            self.init(kind: kind, availability: .available)
            return
        }
        let message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        let reason = try container.decodeIfPresent(String.self, forKey: .reason).flatMap(IdeaEngineUnavailability.init(code:))
        self.init(kind: kind, availability: .unavailable(reason ?? .other(message)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(availability.isAvailable, forKey: .available)
        if case .unavailable(let reason) = availability {
            try container.encode(reason.code, forKey: .reason)
            try container.encode(reason.message, forKey: .message)
        }
    }
}

extension IdeaEngineUnavailability {
    private static let coded: [IdeaEngineUnavailability] = [
        .noAPIKey, .systemTooOld, .deviceNotEligible, .appleIntelligenceNotEnabled, .modelNotReady, .notOnThisDevice,
    ]

    /// The reason as the API names it; "other" for one told only in words.
    var code: String {
        switch self {
        case .noAPIKey: "noAPIKey"
        case .systemTooOld: "systemTooOld"
        case .deviceNotEligible: "deviceNotEligible"
        case .appleIntelligenceNotEnabled: "appleIntelligenceNotEnabled"
        case .modelNotReady: "modelNotReady"
        case .notOnThisDevice: "notOnThisDevice"
        case .other: "other"
        }
    }

    init?(code: String) {
        guard let known = Self.coded.first(where: { $0.code == code }) else { return nil }
        self = known
    }
}
