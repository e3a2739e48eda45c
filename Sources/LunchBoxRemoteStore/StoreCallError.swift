import Foundation
import LunchBoxCore

/// Why the server refused a call before or instead of running it.
public enum StoreCallError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    /// The body is not a call this server knows (a newer phone, or not LunchBox at all).
    case malformedCall
    /// An argument the core refuses (a day range that ends before it starts).
    case invalidArgument(String)
    /// What the phone read changed before its write arrived: it reads again and retries.
    case conflict

    public var userFacingError: UserFacingError {
        switch self {
        case .malformedCall:
            UserFacingError(title: "Server did not understand", message: "The household's server did not understand this app. Update LunchBox on both.", kind: .input)
        case .invalidArgument(let name):
            UserFacingError(title: "Not valid", message: "The household's server refused the \(name) it was sent.", kind: .input)
        case .conflict:
            UserFacingError(title: "Changed meanwhile", message: "Someone changed this at the same time. Try again.", actions: [.retry], kind: .busy)
        }
    }
}

/// Why the phone could not use the household's server.
public enum RemoteStoreError: Error, Equatable, Sendable, UserFacingErrorConvertible {
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
