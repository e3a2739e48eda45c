import Foundation
import LunchBoxCore

/// How the web app is served: where it listens and who may use it.
public struct ServerConfiguration: Sendable {
    /// Photos larger than this get 413 and a page that says so.
    public static let defaultMaximumUploadSize = 10 * 1024 * 1024

    public var host: String
    public var port: Int
    /// Required when listening on anything but loopback; when given, always enforced
    /// (on loopback too).
    public var passphrase: String?
    public var maximumUploadSize: Int
    /// A connection must finish a request's headers this soon after it opens or after
    /// its last response (the keep-alive idle time too).
    public var headerTimeout: Duration = .seconds(10)
    /// A request's body must have arrived this soon after its headers: 10 MB needs
    /// 2.7 Mbit/s, far below any home network.
    public var bodyTimeout: Duration = .seconds(30)
    /// Connections one address may hold open at once; more are closed as they arrive.
    public var maximumConnectionsPerAddress = 64
    /// Upload bytes the server reads and holds at once, over every photo route
    /// (`UploadBudgetMiddleware`): three of the largest photos, two being scanned and one
    /// arriving; beyond it an upload is refused unread with 429.
    public var maximumUploadBytesInFlight: Int?
    /// Proxies or tunnels whose `Forwarded`/`X-Forwarded-For` name the real client
    /// (`serve --trusted-proxy`): their connections are not capped per address, their
    /// clients are, per request (`ProxiedClientsMiddleware`).
    public var trustedProxies: Set<String> = []
    /// How long the first wrong passphrase past the allowance is held back (GuessThrottle).
    public var wrongPassphraseDelay: Duration = .milliseconds(250)
    /// Serve https with these files (`serve --https`, `--tls-cert`); nil serves plain http.
    public var tls: ServerTLSFiles?

    public init(host: String = "127.0.0.1", port: Int = 8080, passphrase: String? = nil, maximumUploadSize: Int = ServerConfiguration.defaultMaximumUploadSize) {
        self.host = host
        self.port = port
        self.passphrase = passphrase
        self.maximumUploadSize = maximumUploadSize
    }

    /// Listening only on this computer: a passphrase is optional, Host header checked.
    public var isLoopbackOnly: Bool {
        EndpointPolicy.isLoopback(host: host)
    }

    /// Refuses to listen on the network without a passphrase.
    public func validated() throws -> ServerConfiguration {
        guard (0...65_535).contains(port) else { throw ServerConfigurationError.invalidPort(port) }
        if !isLoopbackOnly, passphrase == nil {
            throw ServerConfigurationError.passphraseRequired(host: host)
        }
        // A passphrase given is always asked for, so it must be one worth asking for: an
        // empty one (an empty file) would have served everything without a word.
        if let passphrase, passphrase.count < 8 {
            throw isLoopbackOnly ? ServerConfigurationError.passphraseTooShort : ServerConfigurationError.passphraseRequired(host: host)
        }
        return self
    }

    /// The upload budget: as set, else room for three of the largest uploads.
    var uploadBudget: Int {
        maximumUploadBytesInFlight ?? 3 * (maximumUploadSize + MultipartBody.formOverhead)
    }

    /// "https" when serving TLS.
    public var scheme: String { tls == nil ? "http" : "https" }

    /// The address to open in a browser.
    public func url(port actualPort: Int? = nil) -> String {
        let shownHost = host == "0.0.0.0" || host == "::" ? "<this computer's address>" : (host.contains(":") ? "[\(host)]" : host)
        return "\(scheme)://\(shownHost):\(actualPort ?? port)/"
    }
}

/// Why the server would not start.
public enum ServerConfigurationError: Error, Equatable, LocalizedError {
    case passphraseRequired(host: String)
    case invalidPort(Int)
    case unreadablePassphraseFile(path: String)
    case emptyPassphraseFile(path: String)
    case passphraseTooShort
    case unreadableTLSFile(path: String)

    public var errorDescription: String? {
        switch self {
        case .passphraseRequired(let host):
            "Listening on \(host) makes LunchBox reachable from other devices, so it needs a passphrase of at least 8 characters: pass --passphrase-file FILE or set LUNCHBOX_PASSPHRASE. To use it only on this computer, leave --host at 127.0.0.1."
        case .invalidPort(let port):
            "\(port) is not a port number (0 to 65535)."
        case .unreadablePassphraseFile(let path):
            "Could not read the passphrase file \(path). Check that it exists and that this user may read it, or leave out --passphrase-file."
        case .emptyPassphraseFile(let path):
            "The passphrase file \(path) is empty (its first line is the passphrase). Write a passphrase of at least 8 characters into it, or leave out --passphrase-file."
        case .passphraseTooShort:
            "The passphrase must be at least 8 characters long."
        case .unreadableTLSFile(let path):
            "Could not read a PEM certificate or private key from \(path). --tls-cert takes the certificate (chain) and --tls-key its unencrypted key, both PEM."
        }
    }
}
