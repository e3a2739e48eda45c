import Foundation
import LunchBoxCore

/// Why the phone could not use the household's server.
public enum HouseholdClientError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    /// No answer at all: the phone is away from home, or the server is off.
    case unreachable(server: String)
    /// The server refused the passphrase (or asks to wait after too many wrong ones).
    case passphraseRefused(server: String)
    /// An answer that is not LunchBox's (a captive portal, another program on that port).
    case unexpectedReply(server: String, status: Int)

    public var userFacingError: UserFacingError {
        switch self {
        case .unreachable(let server):
            UserFacingError(
                title: "Server unreachable",
                message: "Can't reach the household's server at \(server). Check that this phone is on the home network and the server is running.",
                actions: [.retry], kind: .offline)
        case .passphraseRefused(let server):
            UserFacingError(
                title: "Passphrase refused", message: "The household's server at \(server) did not take the passphrase. Enter it again in Settings.",
                actions: [.openSettings], kind: .configuration)
        case let .unexpectedReply(server, status):
            UserFacingError(
                title: "Not a LunchBox server", message: "\(server) answered in a way LunchBox does not understand (status \(status)). Check the address in Settings.",
                actions: [.openSettings], kind: .configuration)
        }
    }
}
