import Foundation

/// Which engine makes the ideas.
public enum IdeaEngineChoice: String, CaseIterable, Codable, Sendable {
    /// The AI service when a key is saved, the offline chef otherwise.
    case automatic = "auto"
    case ai
    case offline
}

/// Gets lunch box ideas for the inventory, from whichever engine applies, checked by the
/// dietary guard. Shared by every face.
public protocol IdeaProviding: Sendable {
    func ideas(for items: [InventoryItem], preferences: DietaryPreferences, engine: IdeaEngineChoice) async throws -> IdeaBatch
}

extension IdeaProviding {
    public func ideas(for items: [InventoryItem], preferences: DietaryPreferences) async throws -> IdeaBatch {
        try await ideas(for: items, preferences: preferences, engine: .automatic)
    }
}

/// The live `IdeaProviding`: AI settings from the database, the key from the secret
/// store, the offline chef when there is no key (or when asked), and every idea from any
/// engine screened by the `DietaryGuard`.
public struct IdeaService: IdeaProviding {
    private let secrets: any SecretStore
    private let settings: any AISettingsRepository
    private let chatClient: ChatClient
    private let chef: OfflineChef
    private let dietaryGuard: DietaryGuard
    private let clock: any AppClock
    private let calendar: Calendar
    private let makeSeed: @Sendable () -> UInt64

    /// `makeSeed` gives the offline chef a fresh variation per request; tests fix it.
    public init(
        secrets: any SecretStore,
        settings: any AISettingsRepository,
        chatClient: ChatClient,
        chef: OfflineChef,
        clock: any AppClock,
        calendar: Calendar,
        makeSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
    ) {
        self.secrets = secrets
        self.settings = settings
        self.chatClient = chatClient
        self.chef = chef
        self.dietaryGuard = DietaryGuard(lexicon: chef.lexicon)
        self.clock = clock
        self.calendar = calendar
        self.makeSeed = makeSeed
    }

    /// The engine `.automatic` resolves to now.
    public func resolvedEngine(_ choice: IdeaEngineChoice) throws -> IdeaOrigin.Engine {
        switch choice {
        case .ai: .ai
        case .offline: .offlineChef
        case .automatic: try secrets.loadAPIKey() == nil ? .offlineChef : .ai
        }
    }

    public func ideas(for items: [InventoryItem], preferences: DietaryPreferences, engine: IdeaEngineChoice) async throws -> IdeaBatch {
        guard !items.isEmpty else { throw IdeaServiceError.emptyInventory }
        let today = CalendarDay(clock.now(), in: calendar)
        let ideas: [LunchBoxIdea]
        let origin: IdeaOrigin
        switch try resolvedEngine(engine) {
        case .offlineChef:
            ideas = try chef.ideas(for: items, preferences: preferences, today: today, seed: makeSeed())
            origin = .offlineChef
        case .ai:
            guard let key = try secrets.loadAPIKey() else { throw AIClientError.missingAPIKey }
            let configuration = try await settings.aiConfiguration()
            let engine = AISuggestionEngine(client: chatClient, configuration: configuration, apiKey: key)
            ideas = try await engine.suggestions(for: items, preferences: preferences, today: today)
            origin = .ai(model: configuration.model)
        }
        return IdeaBatch(screening: dietaryGuard.screen(ideas, preferences: preferences), origin: origin)
    }
}

/// Why no ideas could be asked for at all.
public enum IdeaServiceError: Error, Equatable, Sendable {
    case emptyInventory
}

extension IdeaServiceError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
