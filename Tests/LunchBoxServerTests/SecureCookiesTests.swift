import Foundation
import Hummingbird
import Testing

@testable import LunchBoxServer

/// Over https the session and CSRF cookies are marked `Secure`, so a browser never sends
/// them over plain http; over http they cannot be (they would never come back).
@Suite struct SecureCookiesTests {
    private static func configuration(https: Bool) -> ServerConfiguration {
        var configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        configuration.wrongPassphraseDelay = .zero
        if https { configuration.tls = ServerTLSFiles(certificate: "/unused/cert.pem", privateKey: "/unused/key.pem") }
        return configuration
    }

    /// The `Set-Cookie` values for the CSRF cookie (from the login page) and the session
    /// cookie (from logging in).
    private static func cookies(https: Bool) async throws -> (csrf: [String], session: [String]) {
        let found = CookieBox()
        try await TestApp.run(configuration: configuration(https: https)) { client, _ in
            let page = try await client.get("/login")
            let login = try await client.postForm("/login", [("passphrase", "correct horse battery"), ("next", "/inventory")])
            #expect(login.status == .seeOther)
            found.value = (
                page.headers[values: .setCookie].filter { $0.hasPrefix("\(CSRFMiddleware.cookieName)=") },
                login.headers[values: .setCookie].filter { $0.hasPrefix("\(PassphraseGate.cookieName)=") }
            )
        }
        return found.value
    }

    @Test func overHTTPSTheSessionAndCSRFCookiesAreSecure() async throws {
        let (csrf, session) = try await Self.cookies(https: true)
        #expect(csrf.count == 1)
        #expect(session.count == 1)
        for cookie in csrf + session {
            #expect(cookie.hasSuffix("; Secure"), "\(cookie)")
            #expect(cookie.contains("HttpOnly"))
        }
    }

    @Test func overPlainHTTPTheyAreNot() async throws {
        // The control: the same cookies without https carry no `Secure`.
        let (csrf, session) = try await Self.cookies(https: false)
        #expect(csrf.count == 1)
        #expect(session.count == 1)
        for cookie in csrf + session {
            #expect(!cookie.lowercased().contains("secure"), "\(cookie)")
        }
    }

    @Test func aCookieAlreadySecureIsLeftAlone() {
        #expect(SecureCookiesMiddleware<AppRequestContext>.secured("a=1; Path=/; Secure") == "a=1; Path=/; Secure")
        #expect(SecureCookiesMiddleware<AppRequestContext>.secured("a=secure; Path=/") == "a=secure; Path=/; Secure")
    }

    private final class CookieBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (csrf: [String], session: [String]) = ([], [])
        var value: (csrf: [String], session: [String]) {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
