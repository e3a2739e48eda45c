/// Ideas from an OpenAI-compatible service: prompt, call, strict parsing.
public struct AISuggestionEngine: Sendable {
    private let client: ChatClient
    private let configuration: AIConfiguration
    private let apiKey: String
    private let promptBuilder: PromptBuilder
    private let parser: IdeaReplyParser

    public init(
        client: ChatClient,
        configuration: AIConfiguration,
        apiKey: String,
        promptBuilder: PromptBuilder = PromptBuilder(),
        parser: IdeaReplyParser = IdeaReplyParser()
    ) {
        self.client = client
        self.configuration = configuration
        self.apiKey = apiKey
        self.promptBuilder = promptBuilder
        self.parser = parser
    }

    public func suggestions(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?) async throws -> [LunchBoxIdea] {
        let prompt = promptBuilder.prompt(for: items, preferences: preferences, today: today)
        let reply = try await client.complete(prompt, configuration: configuration, apiKey: apiKey)
        return try parser.ideas(from: reply.content, origin: .ai(model: configuration.model))
    }
}
