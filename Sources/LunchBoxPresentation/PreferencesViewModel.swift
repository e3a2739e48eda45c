import LunchBoxCore
import OpenCombineShim

/// The dietary preferences screen; every toggle is saved at once.
@MainActor
public final class PreferencesViewModel: ObservableObject {
    @Published public private(set) var preferences = DietaryPreferences.none
    @Published public var errorMessage: String?

    private let repository: any PreferencesRepository

    public init(repository: any PreferencesRepository) {
        self.repository = repository
    }

    public func load() async {
        do {
            preferences = try await repository.dietaryPreferences()
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }

    public func set(_ restriction: DietaryRestriction, enabled: Bool) async {
        var updated = preferences
        updated[restriction] = enabled
        await save(updated)
    }

    /// Replaces all preferences at once.
    public func save(_ updated: DietaryPreferences) async {
        do {
            try await repository.saveDietaryPreferences(updated)
            preferences = updated
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }

    /// Clears every restriction: ideas are asked for without dietary constraints.
    public func reset() async {
        await save(.none)
    }
}
