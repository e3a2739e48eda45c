import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases

@testable import LunchBoxServer

/// The web app as the route tests drive it: built by `buildRouter` exactly as
/// `lunchbox serve` builds it, on the use cases tests share (`TestUseCases`): an
/// in-memory database, a fixed clock and UTC.
enum TestApp {
    /// Monday 2026-11-23, 10:00 UTC.
    static let monday = date("2026-11-23T10:00:00Z")

    static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// Runs `test` against a fresh app whose clock stands at `now`; the AI service is
    /// whatever `transport` answers, the network whatever `online` says.
    static func run(
        now: Date = monday,
        secrets: any SecretStore = InMemorySecretStore(),
        transport: any HTTPTransport = RecordingTransport(body: ""),
        online: Bool = true,
        configuration: ServerConfiguration = ServerConfiguration(),
        scanning: ScanningServices = .none,
        cardRasterizer: any CardRasterizer = FakeCardRasterizer(),
        _ test: @escaping @Sendable (WebTestClient, AppDatabase) async throws -> Void
    ) async throws {
        let built = try TestUseCases.make(secrets: secrets, transport: transport, online: online, now: now, calendar: utc, scanning: scanning, cardRasterizer: cardRasterizer)
        let database = built.database
        let dependencies = ServerDependencies(useCases: built.useCases, idempotencyRecords: database)
        let router = try await buildRouter(dependencies, configuration: configuration)
        let app = Application(router: router)
        try await app.test(.router) { client in
            try await test(WebTestClient(client), database)
        }
    }
}

/// Sends requests the way a browser or an API client would.
///
/// Host check: the router test framework always builds requests with the authority
/// `localhost`, which `HostCheckMiddleware` accepts on loopback. A `Host` header cannot
/// change it (`request.head.authority` is the pseudo-header), so nothing is set here.
///
/// Forms: the first GET receives the `lb_csrf` cookie (the browser's id) and a page with
/// the form token signed for it; every form POST sends the cookie back and the token as
/// the `csrf` field, as the pages do.
final class WebTestClient: Sendable {
    private let client: any TestClientProtocol
    private let token = TokenBox()
    private let browser = TokenBox()

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    @discardableResult
    func get(_ uri: String, cookies: [String] = []) async throws -> WebResponse {
        var headers = HTTPFields()
        let all = (browser.value.map { ["\(CSRFMiddleware.cookieName)=\($0)"] } ?? []) + cookies
        if !all.isEmpty { headers[.cookie] = all.joined(separator: "; ") }
        let response = try await client.execute(uri: uri, method: .get, headers: headers)
        remember(response)
        return WebResponse(response)
    }

    /// Posts a urlencoded form with the CSRF cookie and field (fetching them first).
    @discardableResult
    func postForm(_ uri: String, _ fields: [(String, String)], csrf override: String? = nil, cookies: [String] = []) async throws -> WebResponse {
        if token.value == nil { try await get("/inventory") }
        let csrf = token.value ?? ""
        let body = ([("csrf", override ?? csrf)] + fields).map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return WebResponse(
            try await client.execute(
                uri: uri,
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: ([csrfCookie ?? ""] + cookies).joined(separator: "; ")],
                body: ByteBuffer(string: body)
            ))
    }

    /// Sends any request as given: for checks of what the middleware refuses.
    @discardableResult
    func raw(_ method: HTTPRequest.Method, _ uri: String, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> WebResponse {
        WebResponse(try await client.execute(uri: uri, method: method, headers: headers, body: body))
    }

    /// The form token the client holds (after a GET of a page).
    var csrfToken: String? { token.value }

    /// The browser-id cookie the token is bound to, as a `Cookie` header entry.
    var csrfCookie: String? { browser.value.map { "\(CSRFMiddleware.cookieName)=\($0)" } }

    /// Calls the JSON API.
    @discardableResult
    func api(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil, contentType: String = "application/json") async throws -> WebResponse {
        var headers = HTTPFields()
        if json != nil { headers[.contentType] = contentType }
        return WebResponse(try await client.execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) }))
    }

    private func remember(_ response: TestResponse) {
        let prefix = "\(CSRFMiddleware.cookieName)="
        for cookie in response.headers[values: .setCookie] where cookie.hasPrefix(prefix) {
            browser.value = String(cookie.dropFirst(prefix.count).prefix { $0 != ";" })
        }
        let page = String(buffer: response.body)
        // Error pages are rendered outside the CSRF check and carry no token.
        if let start = page.range(of: #"data-csrf=""#), page[start.upperBound...].first != "\"" {
            token.value = String(page[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    private static func encode(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}

/// The CSRF token between requests of one test.
private final class TokenBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?

    var value: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A response as the route tests read it.
struct WebResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let text: String
    /// The body's bytes, for images.
    let data: Data

    init(_ response: TestResponse) {
        status = response.status
        headers = response.headers
        text = String(buffer: response.body)
        data = Data(response.body.readableBytesView)
    }

    var location: String { headers[.location] ?? "" }

    func json() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// The `message` of an API error body.
    var errorMessage: String {
        let error = (try? json())?["error"] as? [String: Any]
        return error?["message"] as? String ?? ""
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: Data(text.utf8))
    }
}
