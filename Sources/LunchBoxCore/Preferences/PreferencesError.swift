import Foundation

/// Why preferences could not be saved.
public enum PreferencesError: Error, Equatable, Sendable {
    case ideaCountOutOfRange(Int)
    case cookingTimeNotOffered(Int)
    case unknownPersona(String)
    /// The persona unlocks at a higher play level than the person has reached.
    case personaLocked(name: String, unlockLevel: Int)
}

extension PreferencesError: UserFacingErrorConvertible {
    public var userFacingError: UserFacingError {
        switch self {
        case .ideaCountOutOfRange(let count):
            UserFacingError(
                title: "Number of ideas not valid",
                message: "Ask for between \(IdeaPreferences.ideaCountRange.lowerBound) and \(IdeaPreferences.ideaCountRange.upperBound) ideas, not \(count).", kind: .input)
        case .cookingTimeNotOffered(let minutes):
            UserFacingError(
                title: "Cooking time not offered",
                message: "\(minutes) minutes is not a choice. Choose one of \(IdeaPreferences.cookingTimeChoices.map(String.init).joined(separator: ", ")) minutes, or any time.",
                kind: .input)
        case .unknownPersona(let id):
            UserFacingError(
                title: "Unknown chef", message: "\"\(id.prefix(40))\" is not one of the chefs. Choose from: \(ChefPersona.catalog.map(\.id).joined(separator: ", ")).",
                kind: .input)
        case .personaLocked(let name, let level):
            // Valid, just not yet: a state to reach (409 on the web), not bad input.
            UserFacingError(title: "Chef not unlocked yet", message: "\(name) joins your kitchen at level \(level). Keep cooking to unlock them.", kind: .needsAction)
        }
    }
}

extension PreferencesError: LocalizedError {
    public var errorDescription: String? { userFacingError.message }
}
