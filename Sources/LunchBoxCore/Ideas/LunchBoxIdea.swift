import Foundation

/// A lunch box suggestion: what to make, with what, and how.
public struct LunchBoxIdea: Identifiable, Codable, Equatable, Hashable, Sendable {
    public let id: UUID
    public var name: String
    public var ingredients: [String]
    public var preparationSteps: [String]
    /// Set when the idea is saved to favorites.
    public var savedAt: Date?
    /// Which engine made it; nil for ideas from before engines were recorded.
    public var origin: IdeaOrigin?

    public init(
        id: UUID = UUID(),
        name: String,
        ingredients: [String],
        preparationSteps: [String],
        savedAt: Date? = nil,
        origin: IdeaOrigin? = nil
    ) {
        self.id = id
        self.name = name
        self.ingredients = ingredients
        self.preparationSteps = preparationSteps
        self.savedAt = savedAt
        self.origin = origin
    }

    /// True when the idea has everything a person needs to make it (LB Property 14).
    public var isComplete: Bool {
        !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            && !ingredients.isEmpty
            && !preparationSteps.isEmpty
            && ingredients.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            && preparationSteps.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }
}

/// The engine an idea came from, shown wherever ideas are shown.
public struct IdeaOrigin: Codable, Equatable, Hashable, Sendable {
    /// The engines LunchBox knows: an OpenAI-compatible service, Apple's on-device model
    /// and the built-in offline chef (`IdeaEngine` in the use cases writes with one).
    public enum Engine: String, Codable, Sendable {
        case offlineChef = "offline"
        case ai
        /// Apple's on-device model (iOS 26, Apple Intelligence): no key, nothing leaves the phone.
        case onDevice = "on-device"

        /// "the AI service", as a sentence names it.
        public var name: String {
            switch self {
            case .ai: "the AI service"
            case .onDevice: "Apple's on-device model"
            case .offlineChef: "the offline chef"
            }
        }
    }

    public var engine: Engine
    /// The model that wrote it, for AI ideas.
    public var model: String?

    public init(engine: Engine, model: String? = nil) {
        self.engine = engine
        self.model = model
    }

    public static let offlineChef = IdeaOrigin(engine: .offlineChef)

    public static func ai(model: String) -> IdeaOrigin {
        IdeaOrigin(engine: .ai, model: model)
    }

    /// "Built-in offline chef" or "AI (gpt-4o-mini)", in `words`.
    public func label(_ words: Wording) -> String {
        switch engine {
        case .offlineChef: words("ideas.origin.offlineChef")
        case .ai: model.map { words("ideas.origin.ai", $0) } ?? words("ideas.origin.aiPlain")
        case .onDevice: words("ideas.origin.onDevice")
        }
    }

    /// "Chef Sam 🧑‍🍳 (built-in offline chef)": the chef whose voice the household chose,
    /// as the share card names it, and the engine that wrote the idea; the engine alone
    /// when no chef is chosen.
    public func byline(chef: (name: String, emoji: String)?, words: Wording) -> String {
        guard let chef else { return label(words) }
        let engine = engine == .offlineChef ? words("ideas.origin.offlineChefInLine") : label(words)
        return words("ideas.origin.byline", chef.name, chef.emoji, engine)
    }
}
