import Hummingbird

/// Per-request state: the CSRF token for forms and the parsed form body.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The token forms must carry (double-submit, bound to a SameSite=Strict cookie).
    var csrfToken = ""
    /// Set when the token cookie was just created and must be sent with the response.
    var issuedCSRFCookie = false
    /// The urlencoded form of a POST, parsed once by the CSRF check.
    var form = FormData()
    /// True when the page may show "Log out" (passphrase mode).
    var isPassphraseMode = false
    var maximumUploadSize = ServerConfiguration.defaultMaximumUploadSize
    /// The caller's IP address, for throttling wrong passphrases per device.
    let clientAddress: String

    public init(source: Source) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    public var maxUploadSize: Int { maximumUploadSize }
}
