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
    /// A number the person typed is said in plain digits, as they typed it.
    public var userFacingError: UserFacingError {
        switch self {
        case .ideaCountOutOfRange(let count):
            UserFacingError(
                Fault(
                    title: "fault2.title.ideaCountNotValid", message: "fault2.preferences.ideaCount",
                    [.number(IdeaPreferences.ideaCountRange.lowerBound), .number(IdeaPreferences.ideaCountRange.upperBound), .text(String(count))]), kind: .input)
        case .cookingTimeNotOffered(let minutes):
            UserFacingError(
                Fault(
                    title: "fault2.title.cookingTimeNotOffered", message: "fault2.preferences.cookingTime",
                    [.text(IdeaPreferences.cookingTimeChoices.map(String.init).joined(separator: ", "))], count: minutes, countInDigits: true), kind: .input)
        case .unknownPersona(let id):
            UserFacingError(
                Fault(
                    title: "fault2.title.unknownChef", message: "fault2.preferences.unknownPersona",
                    [.text(String(id.prefix(40))), .text(ChefPersona.catalog.map(\.id).joined(separator: ", "))]), kind: .input)
        case .personaLocked(let name, let level):
            // Valid, just not yet: a state to reach (409 on the web), not bad input.
            UserFacingError(Fault(title: "fault2.title.chefLocked", message: "fault2.preferences.personaLocked", [.text(name), .number(level)]), kind: .needsAction)
        }
    }
}

extension PreferencesError: LocalizedError {
    public var errorDescription: String? { userFacingError.message }
}
