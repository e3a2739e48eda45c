import Foundation

/// Gets lunch box ideas for the inventory: reads the AI settings and key, asks the
/// engine, returns the ideas with their origin. Shared by every face.
public protocol IdeaProviding: Sendable {
    func ideas(for items: [InventoryItem], preferences: DietaryPreferences) async throws -> IdeaBatch
}

/// The live `IdeaProviding`: settings from the database, key from the secret store.
public struct IdeaService: IdeaProviding {
    private let secrets: any SecretStore
    private let settings: any AISettingsRepository
    private let chatClient: ChatClient
    private let clock: any AppClock
    private let calendar: Calendar

    public init(secrets: any SecretStore, settings: any AISettingsRepository, chatClient: ChatClient, clock: any AppClock, calendar: Calendar) {
        self.secrets = secrets
        self.settings = settings
        self.chatClient = chatClient
        self.clock = clock
        self.calendar = calendar
    }

    public func ideas(for items: [InventoryItem], preferences: DietaryPreferences) async throws -> IdeaBatch {
        guard !items.isEmpty else { throw IdeaServiceError.emptyInventory }
        guard let key = try secrets.loadAPIKey() else { throw AIClientError.missingAPIKey }
        let configuration = try await settings.aiConfiguration()
        let engine = AISuggestionEngine(client: chatClient, configuration: configuration, apiKey: key)
        let today = CalendarDay(clock.now(), in: calendar)
        let ideas = try await engine.suggestions(for: items, preferences: preferences, today: today)
        return IdeaBatch(ideas: ideas, origin: .ai(model: configuration.model))
    }
}

/// Why no ideas could be asked for at all.
public enum IdeaServiceError: Error, Equatable, Sendable {
    case emptyInventory
}

extension IdeaServiceError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .emptyInventory: "The inventory is empty. Scan or add some food first, then ask for lunch box ideas."
        }
    }
}
