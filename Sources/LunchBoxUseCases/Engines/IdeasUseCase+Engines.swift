import Foundation
import LunchBoxCore

extension IdeasUseCase {
    /// The engine that answers `request` with up to `count` ideas, and the origin its
    /// ideas carry.
    func engine(for request: IdeaRequest, count: Int) -> (any IdeaEngine, IdeaOrigin) {
        if let configuration = request.configuration, let key = request.apiKey {
            let engine = AIServiceEngine(engine: aiEngine(configuration, key: key, count: count))
            return (engine, .ai(model: configuration.model))
        }
        if request.engine == .onDevice, let onDevice {
            return (onDevice, IdeaOrigin(engine: .onDevice))
        }
        return (OfflineChefEngine(chef: chef), .offlineChef)
    }

    /// Which engine automatic uses now and why, with every engine's availability: what
    /// the ideas and settings screens say ("Ideas come from Apple's on-device model: no
    /// AI key is saved.").
    public func engineStatus() async -> IdeaEngineStatus {
        let hasKey = ((try? secrets.loadAPIKey()) ?? nil) != nil
        var engines: [(IdeaOrigin.Engine, IdeaEngineAvailability)] = [(.ai, hasKey ? .available : .unavailable(.noAPIKey))]
        engines.append((.onDevice, await onDevice?.availability() ?? .unavailable(.notOnThisDevice)))
        engines.append((.offlineChef, .available))
        return IdeaEngineStatus(engines: engines.map { IdeaEngineStatus.Entry(kind: $0.0, availability: $0.1) })
    }
}

/// Which engine writes ideas when the person just asks, and why the ones before it
/// cannot; worded once for every screen.
public struct IdeaEngineStatus: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public let kind: IdeaOrigin.Engine
        public let availability: IdeaEngineAvailability

        public init(kind: IdeaOrigin.Engine, availability: IdeaEngineAvailability) {
            self.kind = kind
            self.availability = availability
        }
    }

    /// In the order automatic tries them: the AI service, the on-device model, the chef.
    public let engines: [Entry]

    public init(engines: [Entry]) {
        self.engines = engines
    }

    /// The first available engine (the offline chef always is).
    public var chosen: IdeaOrigin.Engine {
        engines.first { $0.availability.isAvailable }?.kind ?? .offlineChef
    }

    /// Why each engine before the chosen one cannot answer, in order. An engine that is
    /// not on this face at all (no on-device model on the web) is left unsaid.
    public var reasons: [String] {
        engines.prefix { $0.kind != chosen }.compactMap { entry in
            guard case .unavailable(let why) = entry.availability, why != .notOnThisDevice else { return nil }
            return why.message
        }
    }

    /// "Ideas come from Apple's on-device model. No AI key is saved." — the line under
    /// the ideas and in Settings.
    public var summary: String {
        let first = "Ideas come from \(chosen.name)."
        return ([first] + reasons).joined(separator: " ")
    }
}
