import Foundation

/// Why a play change was refused.
public enum PlayError: Error, Equatable, Sendable {
    case duplicatePlayerName(String)
    case playerNotFound(String)
    case unknownTimeZone(String)
}

extension PlayError: UserFacingErrorConvertible, LocalizedError {
    public var userFacingError: UserFacingError {
        switch self {
        case .duplicatePlayerName(let name):
            // A conflict with what is stored, not a malformed name.
            UserFacingError(title: "Name taken", message: "There is already a player called “\(name)”. Choose another name.", kind: .needsAction)
        case .playerNotFound(let name):
            UserFacingError(title: "No such player", message: "There is no player “\(name)”. Add them first.", kind: .notFound)
        case .unknownTimeZone(let name):
            UserFacingError(
                title: "Unknown time zone", message: "“\(name)” is not a time zone this computer knows. Use a name like Europe/Stockholm.", kind: .input)
        }
    }

    public var errorDescription: String? { userFacingError.message }
}
