import Foundation
import Hummingbird
import LunchBoxCore

/// Per-request state: the CSRF token for forms and the parsed form body.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The token forms must carry (signed by this server for this browser: `CSRFTokens`).
    var csrfToken = ""
    /// Set when the token cookie was just created and must be sent with the response.
    var issuedCSRFCookie = false
    /// The urlencoded form of a page's POST, parsed once by `RequestBodyMiddleware`.
    var form = FormData()
    /// A photo upload's parts, read once by `RequestBodyMiddleware` on the upload routes.
    var upload: MultipartForm?
    /// True when the page may show "Log out" (passphrase mode).
    var isPassphraseMode = false
    /// A logged-in session, or no passphrase to log in with: the page shows the tabs and
    /// "Log out" only then (a visitor on /login or /trust sees neither).
    var isSignedIn = true
    /// The reader's language, chosen by `LanguageMiddleware`.
    var language = Language.english
    /// The reader's region ("US" for `Accept-Language: en-US`), chosen with the language.
    var region: String?
    /// The units amounts are written in: the household's choice, else the region's.
    var units = UnitSystem.metric
    /// Play news the page shows as toasts, set by `PlayNewsMiddleware` on page requests.
    var playToasts: [PlayNews] = []
    var maximumUploadSize = ServerConfiguration.defaultMaximumUploadSize
    /// The client a trusted proxy forwarded this request for (`ProxiedClientsMiddleware`).
    var forwardedClient: String?
    private let remoteAddress: @Sendable () -> String?

    public init(source: Source) {
        coreContext = .init(source: source)
        remoteAddress = { [channel = source.channel] in channel.remoteAddress?.ipAddress }
    }

    /// The caller's IP address, for throttling wrong passphrases per device: the client a
    /// trusted proxy forwarded for, else the connection's peer (looked up only when asked,
    /// off the path of ordinary requests).
    var clientAddress: String { forwardedClient ?? remoteAddress() ?? "unknown" }

    public var maxUploadSize: Int { maximumUploadSize }

    /// JSON bodies in: `request.decode(as:context:)`.
    public var requestDecoder: APIRequestDecoder { APIRequestDecoder() }

    /// JSON bodies out: every `ResponseEncodable` the API returns.
    public var responseEncoder: APIResponseEncoder { APIResponseEncoder() }
}
