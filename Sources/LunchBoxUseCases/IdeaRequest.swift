import Foundation
import LunchBoxCore

/// One request for ideas with its engine decided: which engine will answer, and what to
/// say while it works. Made by `IdeasUseCase.prepare(_:)` and spent by
/// `IdeasUseCase.ask(_:)`, so the engine is decided exactly once per request.
public struct IdeaRequest: Sendable {
    /// The engine that will answer.
    public let engine: IdeaOrigin.Engine
    /// The AI service's model and host, for the waiting message; nil for the offline chef.
    public let model: String?
    public let host: String?
    let configuration: AIConfiguration?
    let apiKey: String?
    /// The language the ideas are asked for in, and read in by the dietary guard.
    public internal(set) var language: Language = .english

    init(offline: Void) {
        engine = .offlineChef
        model = nil
        host = nil
        configuration = nil
        apiKey = nil
    }

    init(onDevice: Void) {
        engine = .onDevice
        model = nil
        host = nil
        configuration = nil
        apiKey = nil
    }

    init(configuration: AIConfiguration, apiKey: String) {
        engine = .ai
        model = configuration.model
        host = EndpointPolicy.host(of: configuration.baseURL)
        self.configuration = configuration
        self.apiKey = apiKey
    }

    /// What faces say while it works ("Asking gpt-4o-mini at api.openai.com for ideas…").
    public var waiting: IdeaWaiting {
        if engine == .onDevice { return .onDevice }
        guard let model else { return .offlineChef }
        return .ai(model: model, host: host)
    }
}

// The key must never reach a log line through `print(request)` or `dump(request)`.
extension IdeaRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "IdeaRequest(engine: \(engine.rawValue), model: \(model ?? "none"))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["engine": engine, "model": model as Any], displayStyle: .struct) }
}
