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

    /// A status is said in its digits.
    public var userFacingError: UserFacingError {
        switch self {
        case .unreachable(let server):
            UserFacingError(Fault(title: "fault3.title.serverUnreachable", message: "fault3.client.unreachable", [.text(server)]), actions: [.retry], kind: .offline)
        case .passphraseRefused(let server):
            UserFacingError(
                Fault(title: "fault3.title.passphraseRefused", message: "fault3.client.passphraseRefused", [.text(server)]), actions: [.openSettings],
                kind: .configuration)
        case let .unexpectedReply(server, status):
            UserFacingError(
                Fault(title: "fault3.title.notLunchBox", message: "fault3.client.unexpectedReply", [.text(server), .text(String(status))]), actions: [.openSettings],
                kind: .configuration)
        }
    }
}
