import Foundation
import LunchBoxCore

/// Lunch box ideas: asking for them (from whichever engine applies, checked by the
/// dietary guard, kept as the recent batch), finding one by number or id with one rule
/// for every face, and the text to share.
public struct IdeasUseCase: Sendable {
    /// The kitchen, the diets and wishes, the AI service, the recent batch and the
    /// favorites (an idea by id), and the scan settings (the vision model for photos).
    public typealias Store = InventoryRepository & PreferencesRepository & RecentIdeasRepository & FavoritesRepository & AISettingsRepository
        & ScanRepository

    let store: any Store
    let secrets: any SecretStore
    let chatClient: ChatClient
    let chef: OfflineChef
    var lexicon: FoodLexicon { chef.lexicon }
    private let dietaryGuard: DietaryGuard
    let clock: any AppClock
    let calendar: Calendar
    let imagePreparer: (any ImagePreparer)?
    let play: any PlayEvents
    /// Apple's on-device model on an iPhone that has it; nil on every other face.
    let onDevice: (any IdeaEngine)?
    /// What ideas must respect: the household's diets and those of the members ideas are
    /// packed for (`HouseholdUseCase.packingNeeds`); the household's diets alone by default.
    let needs: (@Sendable () async throws -> DietaryPreferences)?

    init(
        store: any Store, secrets: any SecretStore, chatClient: ChatClient, chef: OfflineChef, clock: any AppClock, calendar: Calendar,
        imagePreparer: (any ImagePreparer)? = nil, play: any PlayEvents = NoPlayEvents(), onDevice: (any IdeaEngine)? = nil,
        needs: (@Sendable () async throws -> DietaryPreferences)? = nil
    ) {
        self.onDevice = onDevice
        self.needs = needs
        self.imagePreparer = imagePreparer
        self.store = store
        self.secrets = secrets
        self.chatClient = chatClient
        self.chef = chef
        self.dietaryGuard = DietaryGuard(lexicon: chef.lexicon)
        self.clock = clock
        self.calendar = calendar
        self.play = play
    }

    /// Decides the engine for `choice`: automatic means the AI service when a key is
    /// saved, else Apple's on-device model where it is available, else the offline chef.
    /// Asking for the AI without a key throws `AIClientError.missingAPIKey` here, before
    /// anything waits.
    ///
    /// `language` is the household's (the reader's on a page, `--language` or the locale on
    /// the command line, the system's on an iPhone): the ideas are asked for in it, and the
    /// dietary guard reads them in it.
    public func prepare(_ choice: IdeaEngineChoice = .automatic, language: Language = .english) async throws -> IdeaRequest {
        var request = try await prepareEngine(choice)
        request.language = language
        return request
    }

    private func prepareEngine(_ choice: IdeaEngineChoice) async throws -> IdeaRequest {
        let key = choice == .offline ? nil : try secrets.loadAPIKey()
        var engine = Self.engine(for: choice, key: key)
        if choice == .automatic, engine == .offlineChef, let onDevice, await onDevice.availability().isAvailable {
            engine = .onDevice
        }
        switch engine {
        case .offlineChef:
            return IdeaRequest(offline: ())
        case .onDevice:
            return IdeaRequest(onDevice: ())
        case .ai:
            guard let key else { throw AIClientError.missingAPIKey }
            return IdeaRequest(configuration: try await store.aiConfiguration(), apiKey: key)
        }
    }

    /// What every face says while `choice` works: the request's `waitingMessage`, or the
    /// offline chef's when no request can be made (the error then says why).
    public func waiting(for choice: IdeaEngineChoice = .automatic) async -> IdeaWaiting {
        (try? await prepare(choice))?.waiting ?? .offlineChef
    }

    /// The engine `choice` would use now, without reading more than the key: for a
    /// label shown before asking ("Asking the AI service…").
    public func engine(for choice: IdeaEngineChoice = .automatic) throws -> IdeaOrigin.Engine {
        Self.engine(for: choice, key: choice == .automatic ? try secrets.loadAPIKey() : nil)
    }

    /// The first rule: automatic means the AI service when a key is saved (`prepare`
    /// then tries the on-device model before the offline chef).
    private static func engine(for choice: IdeaEngineChoice, key: String?) -> IdeaOrigin.Engine {
        switch choice {
        case .offline: .offlineChef
        case .ai: .ai
        case .automatic: key == nil ? .offlineChef : .ai
        }
    }

    /// Fresh ideas from the kitchen and the preferences, screened by the dietary guard
    /// and kept as the recent batch (so they can be opened, saved and planned without
    /// asking again). The same path as `stream`, for faces that wait for the whole batch.
    public func ask(_ request: IdeaRequest) async throws -> IdeaBatch {
        for try await event in stream(request) {
            if case .finished(let batch) = event { return batch }
        }
        throw AIClientError.invalidResponse("the reply ended without ideas")
    }

    /// The ideas one by one as the engine writes them, each screened by the dietary
    /// guard the moment it arrives, then the batch as kept. Ending the iteration early
    /// (the person left, pressed Stop or Ctrl-C) cancels the request to the AI service.
    /// A stream that breaks after some ideas keeps them and throws
    /// `IdeaStreamInterrupted`.
    public func stream(_ request: IdeaRequest) -> AsyncThrowingStream<IdeaStreamEvent, any Error> {
        .producing { continuation in try await produce(request, into: continuation) }
    }

    /// `prepare` and `stream` in one.
    public func stream(engine choice: IdeaEngineChoice = .automatic, language: Language = .english) async throws -> AsyncThrowingStream<IdeaStreamEvent, any Error> {
        stream(try await prepare(choice, language: language))
    }

    private func produce(_ request: IdeaRequest, into continuation: AsyncThrowingStream<IdeaStreamEvent, any Error>.Continuation) async throws {
        let items = try await store.inventory().items
        guard !items.isEmpty else { throw IdeasError.emptyInventory }
        let preferences = try await packingNeeds()
        let previous = try await store.recentIdeas()
        let wishes = try await self.wishes(after: previous, language: request.language)
        let today = today()
        // Each request is the next batch: the same kitchen, preferences and batch number
        // give the same offline ideas; asking again (or two people at once) gives the next.
        let number = try await store.reserveIdeaBatchNumber()
        let (engine, origin) = self.engine(for: request, count: wishes.count)
        let engineRequest = IdeaEngineRequest(
            items: items, preferences: preferences, today: today, wishes: wishes.wishes, count: wishes.count, batchNumber: number,
            ideaPreferences: wishes.preferences, origin: origin)
        let screen = screen(items: items, preferences: preferences, today: today, origin: origin, language: request.language)
        // Every engine's ideas pass the same checks and the dietary guard in `screen`.
        let outcome = try await screen.run(
            engine.ideas(for: engineRequest), limit: wishes.count, yield: { continuation.yield($0) }, keep: store.saveRecentIdeas)
        var batch = screen.batch(of: outcome.ideas)
        batch.number = number
        batch.shortfall = outcome.shortfall
        batch.earlierNames = previous?.namesToAvoid
        try await store.saveRecentIdeas(batch)
        await play.record(.ideasGenerated(qualities(of: batch, inventory: items)))
        continuation.yield(.finished(batch))
    }

    /// The needs ideas are asked for and checked against.
    func packingNeeds() async throws -> DietaryPreferences {
        if let needs { return try await needs() }
        return try await store.dietaryPreferences()
    }

    func screen(items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay, origin: IdeaOrigin, language: Language) -> IdeaScreen {
        IdeaScreen(
            dietaryGuard: dietaryGuard, lexicon: chef.lexicon, items: items, preferences: preferences, today: today, origin: origin, language: language)
    }

    /// `prepare` and `ask` in one, for faces that show no engine-specific wait.
    public func ask(engine choice: IdeaEngineChoice = .automatic, language: Language = .english) async throws -> IdeaBatch {
        try await ask(try await prepare(choice, language: language))
    }

    /// The most recent batch, or nil before the first request, screened under the
    /// preferences as they are now: a diet chosen since holds back the ideas that break it.
    public func recent() async throws -> IdeaBatch? {
        try await recent(screenedFor: try await packingNeeds())
    }

    /// `recent`, screened under `needs` a face has read already (`HouseholdUseCase.packing`).
    public func recent(screenedFor needs: DietaryPreferences) async throws -> IdeaBatch? {
        guard let batch = try await store.recentIdeas() else { return nil }
        return batch.rescreened(dietaryGuard.screen(batch.numbered, preferences: needs, language: batch.language))
    }

    /// The most recent batch, as `recent`; `IdeasError.noRecentIdeas` before the first request.
    public func last() async throws -> IdeaBatch {
        guard let batch = try await recent() else { throw IdeasError.noRecentIdeas }
        return batch
    }

    /// Idea number `number` of the most recent batch, counted as `IdeaBatch.numbered`
    /// counts (shown ideas first, then held-back ones): the one numbering rule for
    /// saving, planning and showing.
    public func idea(number: Int) async throws -> LunchBoxIdea {
        try await last().idea(number: number)
    }

    /// An idea the person can see: one of the recent batch, else a favorite;
    /// `IdeasError.ideaNotFound` when it is neither.
    public func idea(id: UUID) async throws -> LunchBoxIdea {
        if let recent = try await store.recentIdeas()?.idea(id: id) { return recent }
        if let favorite = try await store.favorite(id: id) { return favorite }
        throw IdeasError.ideaNotFound
    }

    /// A recent idea with what the guard said about it, for its detail view; nil when the
    /// id is not in the recent batch (it may be a favorite: see `FavoritesUseCase`).
    public func recentIdea(id: UUID) async throws -> RecentIdea? {
        guard let batch = try await recent(), let idea = batch.idea(id: id) else { return nil }
        return RecentIdea(
            idea: idea, heldBackReasons: batch.heldBackReasons(for: id), heldBackWhy: batch.heldBackWhy(for: id),
            unverifiedIngredients: batch.unverifiedIngredients(for: id),
            kitchen: batch.kitchenUse(for: id), isSaved: try await store.favorite(id: id) != nil)
    }

    /// The idea as plain text to paste anywhere (LB Property 18).
    public func shareText(for idea: LunchBoxIdea) -> String {
        ShareFormatter().text(for: idea)
    }

    /// The idea as text to share, counted as shared for play.
    public func share(_ idea: LunchBoxIdea) async -> String {
        await play.record(.ideaShared)
        return shareText(for: idea)
    }

    /// Counts a share that happened on the person's device (the web page's Share button)
    /// of an idea they can see; `IdeasError.ideaNotFound` for any other id.
    @discardableResult
    public func recordShare(id: UUID) async throws -> PlayChange {
        _ = try await idea(id: id)
        return await play.record(.ideaShared)
    }

    /// How good each shown idea of the batch is, for its points.
    func qualities(of batch: IdeaBatch, inventory: [InventoryItem]) -> [IdeaQuality] {
        batch.ideas.map { idea in
            IdeaQuality(
                idea: idea, kitchen: batch.kitchenUse(for: idea.id), unverified: batch.unverifiedIngredients(for: idea.id), inventory: inventory,
                staples: chef.staples, lexicon: chef.lexicon)
        }
    }
}

/// A recent idea as its detail view shows it.
public struct RecentIdea: Equatable, Sendable {
    public let idea: LunchBoxIdea
    /// Why it was held back; empty for a shown idea.
    public let heldBackReasons: [String]
    /// The same as the guard found it, for wording in the reader's language.
    public let heldBackWhy: [HeldBackReason]
    /// Ingredients the dietary guard could not check.
    public let unverifiedIngredients: [String]
    /// The kitchen items it uses, with a warning for any past its best-before date.
    public let kitchen: IdeaKitchenUse
    public let isSaved: Bool

    public init(
        idea: LunchBoxIdea, heldBackReasons: [String], heldBackWhy: [HeldBackReason] = [], unverifiedIngredients: [String], kitchen: IdeaKitchenUse = .none,
        isSaved: Bool
    ) {
        self.idea = idea
        self.heldBackReasons = heldBackReasons
        self.heldBackWhy = heldBackWhy
        self.unverifiedIngredients = unverifiedIngredients
        self.kitchen = kitchen
        self.isSaved = isSaved
    }

    /// What every face says under it, worded once.
    public var notes: IdeaNotes {
        IdeaNotes(kitchen: kitchen, unverified: unverifiedIngredients, heldBackReasons: heldBackReasons, heldBackWhy: heldBackWhy)
    }
}
