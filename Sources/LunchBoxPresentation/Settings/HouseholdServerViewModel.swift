import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient
import OpenCombineShim

/// "Use the household's server" in Settings and onboarding: the address and passphrase,
/// checked here (https unless the server is this device), tried against the server
/// before anything is saved, kept by a `HouseholdServerStore` (the Keychain on iOS), and
/// handed to the app, which rebuilds its use cases on the chosen store (`onSwitch`).
@MainActor
public final class HouseholdServerViewModel: ObservableObject {
    /// Where this phone's kitchen is kept.
    public enum Kitchen: Equatable, Sendable {
        case thisPhone
        case server(name: String)
    }

    @Published public var addressText = ""
    @Published public var passphraseText = ""
    @Published public private(set) var kitchen = Kitchen.thisPhone
    @Published public private(set) var errorMessage: String?
    @Published public private(set) var isConnecting = false

    private let servers: any HouseholdServerStore
    private let transport: any HTTPTransport
    private let onSwitch: @MainActor (HouseholdServer?) -> Void

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    /// `transport` reaches the server (URLSession on iOS); `onSwitch` is told the new
    /// choice (nil: this phone's own database) once it is saved.
    public init(servers: any HouseholdServerStore, transport: any HTTPTransport, words: Wording, onSwitch: @escaping @MainActor (HouseholdServer?) -> Void) {
        self.words = words
        self.servers = servers
        self.transport = transport
        self.onSwitch = onSwitch
        do {
            if let saved = try servers.loadServer() {
                kitchen = .server(name: HouseholdAPIClient(server: saved.url, passphrase: nil, transport: transport).serverName)
                addressText = saved.url.absoluteString
            }
        } catch {
            errorMessage = UserFacingError(error).message(words)
        }
    }

    public var statusText: String {
        switch kitchen {
        case .thisPhone: words("screens2.household.onThisPhone")
        case .server(let name): words("screens2.household.onServer", name)
        }
    }

    public var usesServer: Bool { kitchen != .thisPhone }

    /// Checks the address and passphrase, logs in to the server (one read proves both),
    /// then saves the choice and switches to it. Nothing is saved when any step fails.
    @discardableResult
    public func connect() async -> Bool {
        errorMessage = nil
        isConnecting = true
        defer { isConnecting = false }
        do {
            let server = HouseholdServer(
                url: try HouseholdServer.validatedURL(addressText), passphrase: try HouseholdServer.validatedPassphrase(passphraseText))
            let api = HouseholdAPIClient(server: server.url, passphrase: server.passphrase, transport: transport)
            _ = try await RemoteKitchen(api: api).items()
            try servers.saveServer(server)
            addressText = server.url.absoluteString
            passphraseText = ""
            kitchen = .server(name: api.serverName)
            onSwitch(server)
            return true
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return false
        }
    }

    /// Back to this phone's own database; the server's kitchen stays on the server.
    @discardableResult
    public func useThisPhone() -> Bool {
        errorMessage = nil
        do {
            try servers.deleteServer()
            kitchen = .thisPhone
            passphraseText = ""
            onSwitch(nil)
            return true
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return false
        }
    }
}
