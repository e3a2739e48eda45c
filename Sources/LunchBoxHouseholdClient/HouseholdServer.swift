import Foundation
import LunchBoxCore

/// The household's server this phone keeps its kitchen on: its address and the
/// passphrase (kept in the Keychain on iOS, like the API key; never in a database).
public struct HouseholdServer: Codable, Equatable, Sendable {
    public let url: URL
    public let passphrase: String

    public init(url: URL, passphrase: String) {
        self.url = url
        self.passphrase = passphrase
    }

    /// The address as typed, checked: http(s) with a host, and https unless the host is
    /// this device (a passphrase sent in the clear on the home Wi-Fi is a passphrase
    /// anyone there can read). A bare host gets https. Query and fragment are dropped.
    public static func validatedURL(_ text: String) throws -> URL {
        var typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { throw HouseholdServerError.emptyAddress }
        if !typed.contains("://") { typed = "https://" + typed }
        guard var parts = URLComponents(string: typed), let scheme = parts.scheme?.lowercased(), let host = parts.host, !host.isEmpty,
            scheme == "https" || scheme == "http"
        else { throw HouseholdServerError.notAnAddress }
        guard scheme == "https" || isLoopback(host) else { throw HouseholdServerError.needsHTTPS }
        parts.scheme = scheme
        parts.query = nil
        parts.fragment = nil
        parts.user = nil
        parts.password = nil
        if !parts.path.hasSuffix("/") { parts.path += "/" }
        guard let url = parts.url else { throw HouseholdServerError.notAnAddress }
        return url
    }

    /// The passphrase as typed, trimmed (the server trims its file's line the same way).
    public static func validatedPassphrase(_ text: String) throws -> String {
        let passphrase = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !passphrase.isEmpty else { throw HouseholdServerError.emptyPassphrase }
        guard passphrase.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { throw HouseholdServerError.emptyPassphrase }
        return passphrase
    }

    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" { return true }
        // 127.x.y.z as numbers only: "127.example.com" is a name anyone can register.
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in UInt8(part) != nil }
    }
}

/// Where the phone keeps its choice of server: the Keychain on iOS, memory in tests.
public protocol HouseholdServerStore: Sendable {
    func loadServer() throws -> HouseholdServer?
    func saveServer(_ server: HouseholdServer) throws
    func deleteServer() throws
}

/// Why an address or passphrase was not taken.
public enum HouseholdServerError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    case emptyAddress
    case notAnAddress
    case needsHTTPS
    case emptyPassphrase

    public var userFacingError: UserFacingError {
        switch self {
        case .emptyAddress: UserFacingError(Fault(title: "fault3.title.addressNeeded", message: "fault3.server.emptyAddress"), kind: .input)
        case .notAnAddress: UserFacingError(Fault(title: "fault3.title.notAnAddress", message: "fault3.server.notAnAddress"), kind: .input)
        case .needsHTTPS: UserFacingError(Fault(title: "fault3.title.httpsNeeded", message: "fault3.server.needsHTTPS"), kind: .input)
        case .emptyPassphrase: UserFacingError(Fault(title: "fault3.title.passphraseNeeded", message: "fault3.server.emptyPassphrase"), kind: .input)
        }
    }
}
