import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The dietary preferences screen, with the chef persona and the idea preferences;
/// every change is saved at once.
@MainActor
public final class PreferencesViewModel: ObservableObject {
    @Published public private(set) var preferences = DietaryPreferences.none
    @Published public private(set) var ideaPreferences = IdeaPreferences.standard
    /// Every chef, with whether it can be chosen yet and which is chosen.
    @Published public private(set) var personas: [PersonaChoice] = []
    @Published public var errorMessage: String?

    private let useCase: PreferencesUseCase

    public init(preferences: PreferencesUseCase) {
        self.useCase = preferences
    }

    public func load() async {
        await run { try await self.useCase.current() }
        await runIdeas { try await self.useCase.ideaPreferences() }
    }

    /// Saves the idea preferences (all or nothing: a locked chef or a count out of range
    /// keeps what was shown and says why).
    public func saveIdeas(_ updated: IdeaPreferences) async {
        await runIdeas { try await self.useCase.saveIdeaPreferences(updated) }
    }

    /// Turns one restriction on or off; the use case keeps the others as stored, so two
    /// screens toggling different restrictions don't undo each other.
    public func set(_ restriction: DietaryRestriction, enabled: Bool) async {
        await run { try await self.useCase.set(restriction, to: enabled) }
    }

    /// Replaces all preferences at once.
    public func save(_ updated: DietaryPreferences) async {
        await run { try await self.useCase.save(updated) }
    }

    /// Clears every restriction: ideas are asked for without dietary constraints.
    public func reset() async {
        await run { try await self.useCase.reset() }
    }

    private func runIdeas(_ action: () async throws -> IdeaPreferences) async {
        do {
            ideaPreferences = try await action()
            personas = try await useCase.personas()
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }

    /// Shows what the use case answered, or why it failed (keeping what was shown).
    private func run(_ action: () async throws -> DietaryPreferences) async {
        do {
            preferences = try await action()
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }
}
