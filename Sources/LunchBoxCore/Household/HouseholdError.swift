import Foundation

/// Why a household change was refused.
public enum HouseholdError: Error, Equatable, Sendable {
    case memberNotFound(String)
    case unknownDiet(String)
    case unknownAvoid(String)
}

extension HouseholdError: UserFacingErrorConvertible, LocalizedError {
    public var userFacingError: UserFacingError {
        switch self {
        case .memberNotFound(let name):
            UserFacingError(title: "No such member", message: "There is no household member “\(name)”. Add them first.", kind: .notFound)
        case .unknownDiet(let name):
            UserFacingError(
                title: "Unknown diet",
                message: "“\(name)” is not a diet LunchBox checks. Choose from \(EnglishList.or(DietaryRestriction.allCases.map(\.label))).", kind: .input)
        case .unknownAvoid(let name):
            UserFacingError(
                title: "Unknown food to avoid",
                message: "“\(name)” is not a food LunchBox can check. Choose from \(EnglishList.or(HouseholdMember.avoidChoices.map(\.label))).",
                kind: .input)
        }
    }

    public var errorDescription: String? { userFacingError.message }
}
