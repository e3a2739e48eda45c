import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The dietary preferences screen; every toggle is saved at once.
@MainActor
public final class PreferencesViewModel: ObservableObject {
    @Published public private(set) var preferences = DietaryPreferences.none
    @Published public var errorMessage: String?

    private let useCase: PreferencesUseCase

    public init(preferences: PreferencesUseCase) {
        self.useCase = preferences
    }

    public func load() async {
        await run { try await self.useCase.current() }
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
