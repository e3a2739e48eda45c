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

    private let source: any IdeaAsking
    private var lastEngine = IdeaEngineChoice.automatic
    private var stopRequested = false

    /// `ideas` is `useCases.ideas` in the app: it reads the kitchen and the preferences
    /// itself, so this screen cannot ask with a stale copy of either.
    public init(ideas: any IdeaAsking) {
        self.source = ideas
    }

    /// The batch's ideas, or while loading the ones that have arrived: cards appear one
    /// by one.
    public var ideas: [LunchBoxIdea] { batch?.ideas ?? arrived }
    public var origin: IdeaOrigin? { batch?.origin }
    public var heldBack: [IdeaBatch.HeldBack] { showsHeldBack ? batch?.heldBack ?? [] : [] }
    public var heldBackSummary: String? { batch?.heldBackSummary }

    public func unverifiedIngredients(for id: UUID) -> [String] {
        batch?.unverifiedIngredients(for: id) ?? []
    }

    /// The kitchen items the idea uses, with warnings for food past its best-before date.
    public func kitchenUse(for id: UUID) -> IdeaKitchenUse {
        batch?.kitchenUse(for: id) ?? .none
    }

    /// Offline gets a banner, not a retry spinner (LB design, error handling).
    public var showsOfflineBanner: Bool { errorState?.kind == .offline }

    public var canRetry: Bool { errorState?.allowsRetry ?? false }

    /// After an AI failure, or when too few ideas fit the diet, the offline chef can step in.
    public var canUseOfflineChef: Bool {
        errorState?.actions.contains(.useOfflineChef) == true || (batch?.origin.engine == .ai && batch?.isShort == true)
    }

    public func loadSuggestions(engine: IdeaEngineChoice = .automatic) async {
        guard !isLoading else { return }
        lastEngine = engine
        isLoading = true
        stopRequested = false
        errorState = nil
        showsHeldBack = false
        batch = nil
        arrived = []
        defer { isLoading = false }
        do {
            // Leaving the loop early ends the stream, which cancels the AI request.
            for try await event in try await source.stream(engine: engine) {
                if stopRequested { break }
                switch event {
                case .shown(let idea, _, _): arrived.append(idea)
                case .heldBack: break
                case .finished(let finished): batch = finished
                }
            }
        } catch let interrupted as IdeaStreamInterrupted {
            // What arrived is kept and shown, with why the rest did not come.
            batch = interrupted.kept
            errorState = UserFacingError(interrupted)
        } catch {
            errorState = UserFacingError(error)
        }
    }

    /// Stops a request that is streaming in: the ideas shown so far stay on screen.
    public func stop() {
        guard isLoading else { return }
        stopRequested = true
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
