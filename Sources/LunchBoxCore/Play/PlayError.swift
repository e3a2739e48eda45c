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
            UserFacingError(Fault(title: "fault2.title.nameTaken", message: "fault2.play.duplicateName", [.text(name)]), kind: .needsAction)
        case .playerNotFound(let name):
            UserFacingError(Fault(title: "fault2.title.noSuchPlayer", message: "fault2.play.playerNotFound", [.text(name)]), kind: .notFound)
        case .unknownTimeZone(let name):
            UserFacingError(Fault(title: "fault2.title.unknownTimeZone", message: "fault2.play.unknownTimeZone", [.text(name)]), kind: .input)
        }
    }

    public var errorDescription: String? { userFacingError.message }
}
