/// What a face says while ideas are being written, as a value each face words in its
/// reader's language: "The offline chef is thinking…", "Asking gpt-4o-mini at
/// api.openai.com for ideas…".
public enum IdeaWaiting: Equatable, Sendable {
    case offlineChef
    case onDevice
    /// An AI service: its model, and its host when the address has one.
    case ai(model: String, host: String?)
    /// The household's server, by the name the phone knows it by.
    case householdServer(String)

    public func text(_ words: Wording) -> String {
        switch self {
        case .offlineChef: words("ideas.offlineThinking")
        case .onDevice: words("waiting.onDevice")
        case .ai(let model, let host?): words("waiting.ai", model, host)
        case .ai(let model, nil): words("waiting.aiService", model)
        case .householdServer(let name): words("waiting.server", name)
        }
    }
}
