import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The ideas screen: asks for ideas, shows a loading state, the ideas and their engine,
/// ideas held back for breaking a diet (revealed on request), or an error people can act
/// on (retry, settings, offline banner, the offline chef instead).
@MainActor
public final class SuggestionsViewModel: ObservableObject {
    @Published public private(set) var batch: IdeaBatch?
    @Published public private(set) var isLoading = false
    @Published public private(set) var errorState: UserFacingError?
    /// True once the person asked to see held-back ideas.
    @Published public private(set) var showsHeldBack = false
    /// The ideas that have arrived so far while a request streams in.
    @Published public private(set) var arrived: [LunchBoxIdea] = []
    /// What to say while ideas are on their way, from the use case.
    @Published public private(set) var waitingMessage = ""
    /// "Ideas come from Apple's on-device model. No AI key is saved.": which engine
    /// answers when the person just asks, and why; nil until `loadEngineStatus()`.
    @Published public private(set) var engineSummary: String?

    private let source: any IdeaAsking
    private var lastEngine = IdeaEngineChoice.automatic
    /// Each streamed idea's notes, so they show while the batch is still coming.
    private var arrivedNotes: [UUID: IdeaNotes] = [:]
    private var streaming: Task<Void, Never>?

    /// `ideas` is `useCases.ideas` in the app: it reads the kitchen and the preferences
    /// itself, so this screen cannot ask with a stale copy of either.
    /// `nutrition` is `useCases.recipes.nutrition(for:)` in the app: each detail shows it.
    /// `words` are the screen's, in the person's language.
    public init(ideas: any IdeaAsking, nutrition: (@Sendable (LunchBoxIdea) -> NutritionEstimate)? = nil, words: Wording) {
        self.source = ideas
        self.nutrition = nutrition
        self.words = words
    }

    let nutrition: (@Sendable (LunchBoxIdea) -> NutritionEstimate)?
    let words: Wording

    /// The batch's ideas, or while loading the ones that have arrived: cards appear one
    /// by one. The previous batch stays until the first new idea arrives.
    public var ideas: [LunchBoxIdea] { arrived.isEmpty ? batch?.ideas ?? [] : arrived }
    public var origin: IdeaOrigin? { batch?.origin }
    public var heldBack: [IdeaBatch.HeldBack] { showsHeldBack ? batch?.heldBack ?? [] : [] }
    public var heldBackSummary: String? { batch?.heldBackSummary(words) }
    /// Why `held` was held back, in the person's language.
    public func reasons(of held: IdeaBatch.HeldBack) -> [String] { held.reasons(words) }
    /// Why the offline chef made fewer ideas than asked, and what would make more.
    public var shortfall: String? { batch?.shortfall?.message(words) }

    /// What the screen says under the idea: its kitchen items, warnings and unchecked
    /// ingredients, worded by the core (`IdeaNotes`).
    public func notes(for id: UUID) -> IdeaNotes {
        batch?.idea(id: id) != nil ? batch?.notes(for: id) ?? .none : arrivedNotes[id] ?? .none
    }

    /// Offline gets a banner, not a retry spinner (LB design, error handling).
    public var showsOfflineBanner: Bool { errorState?.kind == .offline }

    public var canRetry: Bool { errorState?.allowsRetry ?? false }

    /// After an AI failure, or when too few ideas fit the diet, the offline chef can step in.
    public var canUseOfflineChef: Bool {
        errorState?.actions.contains(.useOfflineChef) == true || batch?.offersOfflineChef == true
    }

    /// Reads which engine answers now (the key, the on-device model's state may change
    /// while the app is away): the ideas screen and Settings show it.
    public func loadEngineStatus() async {
        engineSummary = await source.engineStatus().summary
    }

    public func loadSuggestions(engine: IdeaEngineChoice = .automatic) async {
        guard !isLoading else { return }
        lastEngine = engine
        isLoading = true
        errorState = nil
        showsHeldBack = false
        waitingMessage = await source.waiting(for: engine).text(words)
        let task = Task { await receive(engine: engine) }
        streaming = task
        await task.value
        streaming = nil
        isLoading = false
    }

    /// Leaving the loop (Stop cancels the task) ends the stream, which cancels the AI
    /// request; what arrived stays on screen.
    private func receive(engine: IdeaEngineChoice) async {
        var started = false
        do {
            for try await event in try await source.stream(engine: engine, language: words.language) {
                switch event {
                case .shown(let idea, let unverified, let kitchen):
                    if !started {
                        started = true
                        batch = nil
                        arrived = []
                        arrivedNotes = [:]
                    }
                    arrivedNotes[idea.id] = IdeaNotes(kitchen: kitchen, unverified: unverified)
                    arrived.append(idea)
                case .heldBack: break
                case .finished(let finished):
                    batch = finished
                }
            }
        } catch let interrupted as IdeaStreamInterrupted {
            // What arrived is kept and shown, with why the rest did not come.
            batch = interrupted.kept
            arrived = []
            arrivedNotes = [:]
            errorState = UserFacingError(interrupted)
        } catch is CancellationError {
            // Stopped: the ideas shown so far stay.
        } catch {
            errorState = UserFacingError(error)
        }
    }

    /// Stops a request that is streaming in, at once: the ideas shown so far stay on
    /// screen, whole.
    public func stop() {
        streaming?.cancel()
    }

    /// Asks again with the same engine.
    public func retry() async {
        await loadSuggestions(engine: lastEngine)
    }

    public func useOfflineChef() async {
        await loadSuggestions(engine: .offline)
    }

    /// The person closed the error alert; the ideas shown stay.
    public func dismissError() {
        errorState = nil
    }

    public func revealHeldBack() {
        showsHeldBack = true
    }
}
