import Foundation

/// Well-known OpenAI-compatible services: each fills in a base URL and a default model.
public enum AIProviderPreset: String, CaseIterable, Codable, Sendable {
    case openAI = "openai"
    case openRouter = "openrouter"
    case groq
    case ollama
    case lmStudio = "lmstudio"

    /// The preset a person named, forgiving case and punctuation ("LM Studio",
    /// "lm-studio"); `SettingsError.unknownPreset` otherwise.
    public init(named name: String) throws {
        let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
        guard let preset = Self(rawValue: folded) else { throw SettingsError.unknownPreset(name) }
        self = preset
    }

    public var title: String {
        switch self {
        case .openAI: "OpenAI"
        case .openRouter: "OpenRouter"
        case .groq: "Groq"
        case .ollama: "Ollama (on this computer)"
        case .lmStudio: "LM Studio (on this computer)"
        }
    }

    public var baseURL: URL {
        switch self {
        case .openAI: URL(string: "https://api.openai.com/v1")!
        case .openRouter: URL(string: "https://openrouter.ai/api/v1")!
        case .groq: URL(string: "https://api.groq.com/openai/v1")!
        case .ollama: URL(string: "http://localhost:11434/v1")!
        case .lmStudio: URL(string: "http://localhost:1234/v1")!
        }
    }

    public var defaultModel: String {
        switch self {
        case .openAI: "gpt-4o-mini"
        case .openRouter: "openai/gpt-4o-mini"
        case .groq: "llama-3.1-8b-instant"
        case .ollama: "llama3.2"
        case .lmStudio: "local-model"
        }
    }

    /// Local servers ignore the key, but one must still be saved; any text will do.
    public var keyHint: String {
        switch self {
        case .openAI: "Create a key at platform.openai.com (starts with sk-)."
        case .openRouter: "Create a key at openrouter.ai/keys (starts with sk-or-)."
        case .groq: "Create a key at console.groq.com/keys (starts with gsk_)."
        case .ollama, .lmStudio: "This server runs on your computer and ignores the key; save any text, such as \"local\"."
        }
    }

    public var configuration: AIConfiguration {
        AIConfiguration(baseURL: baseURL, model: defaultModel)
    }
}
