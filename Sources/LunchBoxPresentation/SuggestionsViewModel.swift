import Foundation
import LunchBoxCore
import OpenCombineShim

/// The ideas screen: asks for ideas, shows a loading state, the ideas and their engine,
/// or an error people can act on (retry, settings, offline banner).
@MainActor
public final class SuggestionsViewModel: ObservableObject {
    @Published public private(set) var ideas: [LunchBoxIdea] = []
    @Published public private(set) var origin: IdeaOrigin?
    @Published public private(set) var isLoading = false
    @Published public private(set) var errorState: UserFacingError?

    private let provider: any IdeaProviding
    private let inventory: InventoryStore
    private let preferences: any PreferencesRepository

    public init(provider: any IdeaProviding, inventory: InventoryStore, preferences: any PreferencesRepository) {
        self.provider = provider
        self.inventory = inventory
        self.preferences = preferences
    }

    /// Offline gets a banner, not a retry spinner (LB design, error handling).
    public var showsOfflineBanner: Bool { errorState?.kind == .offline }

    public var canRetry: Bool { errorState?.allowsRetry ?? false }

    public func loadSuggestions() async {
        guard !isLoading else { return }
        isLoading = true
        errorState = nil
        defer { isLoading = false }
        do {
            let currentPreferences = try await preferences.dietaryPreferences()
            let batch = try await provider.ideas(for: inventory.items, preferences: currentPreferences)
            ideas = batch.ideas
            origin = batch.origin
        } catch {
            ideas = []
            origin = nil
            errorState = UserFacingError(error)
        }
    }

    public func retry() async {
        await loadSuggestions()
    }
}
