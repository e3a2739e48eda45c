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

    /// Every idea of one reply (the stream, collected).
    public func suggestions(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, wishes: IdeaWishes = .none) async throws -> [LunchBoxIdea] {
        var ideas: [LunchBoxIdea] = []
        for try await idea in stream(for: items, preferences: preferences, today: today, wishes: wishes) {
            ideas.append(idea)
        }
        return ideas
    }

    /// Each idea the moment the model has written it. At the end the whole reply is read
    /// once more by the strict parser (it finds ideas a model wrapped another way), and
    /// fewer than the minimum is `insufficientSuggestions`.
    public func stream(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, wishes: IdeaWishes = .none) -> AsyncThrowingStream<LunchBoxIdea, any Error> {
        let replies = events(for: items, preferences: preferences, today: today, wishes: wishes)
        return .producing { continuation in
            for try await event in replies {
                if case .idea(let idea) = event { continuation.yield(idea) }
            }
        }
    }

    /// `stream`, with the whole reply at the end.
    public func events(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?, wishes: IdeaWishes = .none) -> AsyncThrowingStream<IdeaReplyEvent, any Error> {
        events(for: promptBuilder.prompt(for: items, preferences: preferences, today: today, wishes: wishes))
    }

    /// The prompt builder's counts, for a prompt built elsewhere (a photo's).
    public var builder: PromptBuilder { promptBuilder }

    /// The ideas of the reply to any prompt whose reply has a top-level `ideas` list, as
    /// they arrive, then the whole reply (redacted) for the rest of what it says.
    public func events(for prompt: ChatPrompt) -> AsyncThrowingStream<IdeaReplyEvent, any Error> {
        let origin = IdeaOrigin.ai(model: configuration.model)
        let replies = client.stream(prompt, configuration: configuration, apiKey: apiKey)
        let parser = parser
        let redactor = SecretRedactor(secrets: [apiKey])
        return .producing { continuation in
            var scanner = IdeaStreamScanner(origin: origin)
            var content = ""
            var sent = 0
            for try await delta in replies {
                content += delta
                for idea in scanner.feed(delta) where sent < parser.maximumIdeas {
                    continuation.yield(.idea(idea.redacted(by: redactor)))
                    sent += 1
                }
            }
            if sent < parser.minimumIdeas {
                // Not in the expected place while streaming: the strict parser decides (a
                // fenced block, say), and says what was wrong.
                for idea in try parser.ideas(from: content, origin: origin).dropFirst(sent) {
                    continuation.yield(.idea(idea.redacted(by: redactor)))
                }
            }
            continuation.yield(.finished(reply: redactor.redact(content)))
        }
    }
}

/// What an engine gives while it writes: each idea, then (from an AI service) the whole
/// reply text, for anything else it says (the foods a photo showed).
public enum IdeaReplyEvent: Equatable, Sendable {
    case idea(LunchBoxIdea)
    case finished(reply: String)
}

extension LunchBoxIdea {
    /// The same idea with any echoed key taken out of its text.
    fileprivate func redacted(by redactor: SecretRedactor) -> LunchBoxIdea {
        var copy = self
        copy.name = redactor.redact(name)
        copy.ingredients = ingredients.map(redactor.redact)
        copy.preparationSteps = preparationSteps.map(redactor.redact)
        return copy
    }
}
