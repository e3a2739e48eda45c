import Foundation

/// Why a household change was refused.
public enum HouseholdError: Error, Equatable, Sendable {
    case memberNotFound(String)
    case unknownDiet(String)
    case unknownAvoid(String)
}

extension HouseholdError: UserFacingErrorConvertible, LocalizedError {
    /// The names to choose from are the ones a person types (English), joined the reader's way.
    public var userFacingError: UserFacingError {
        switch self {
        case .memberNotFound(let name):
            UserFacingError(Fault(title: "fault2.title.noSuchMember", message: "fault2.household.memberNotFound", [.text(name)]), kind: .notFound)
        case .unknownDiet(let name):
            UserFacingError(
                Fault(title: "fault2.title.unknownDiet", message: "fault2.household.unknownDiet", [.text(name), .choices(DietaryRestriction.allCases.map(\.label))]),
                kind: .input)
        case .unknownAvoid(let name):
            UserFacingError(
                Fault(title: "fault2.title.unknownAvoid", message: "fault2.household.unknownAvoid", [.text(name), .choices(HouseholdMember.avoidChoices.map(\.label))]),
                kind: .input)
        }
    }

    public var errorDescription: String? { userFacingError.message }
}
