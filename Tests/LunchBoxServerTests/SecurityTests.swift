import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

@Suite("Security by default")
struct SecurityTests {
    @Test func pagesCarryTheSecurityHeaders() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/inventory")
            #expect(page.status == .ok)
            #expect(page.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'self'") == true)
            #expect(page.headers[.xContentTypeOptions] == "nosniff")
            #expect(page.headers[HTTPFields.Element.Name("X-Frame-Options")!] == "DENY")
            #expect(page.headers[HTTPFields.Element.Name("Referrer-Policy")!] == "same-origin")
            #expect(page.headers[.cacheControl] == "no-store")
            let cookie = try #require(page.headers[values: .setCookie].first { $0.hasPrefix("lb_csrf=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        }
    }

    @Test func formsWithoutTheRightTokenAreRefusedAndChangeNothing() async throws {
        try await TestApp.run { client, database in
            let missing = try await client.raw(.post, "/inventory", headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "name=eggs"))
            #expect(missing.status == .forbidden)
            #expect(missing.text.contains("This form has expired or came from another site"))
            let wrong = try await client.postForm("/inventory", [("name", "eggs")], csrf: "A" + String(repeating: "b", count: 42))
            #expect(wrong.status == .forbidden)
            #expect(try await database.inventory().isEmpty)
            let right = try await client.postForm("/inventory", [("name", "eggs")])
            #expect(right.status == .seeOther)
            #expect(try await database.inventory().items.map(\.name) == ["eggs"])
        }
    }

    @Test func crossSiteRequestsAndNonJSONAPIWritesAreRefused() async throws {
        try await TestApp.run { client, database in
            let crossSite = try await client.raw(
                .post, "/api/inventory", headers: [.contentType: "application/json", HTTPFields.Element.Name("Sec-Fetch-Site")!: "cross-site"], body: ByteBuffer(string: #"{"name":"eggs"}"#))
            #expect(crossSite.status == .forbidden)
            let plain = try await client.api(.post, "/api/inventory", json: "name=eggs", contentType: "text/plain")
            #expect(plain.status == .unsupportedMediaType)
            #expect(plain.errorMessage.contains("application/json"))
            #expect(try await database.inventory().isEmpty)
        }
    }

    @Test(arguments: [
        ("127.0.0.1:8080", true), ("localhost", true), ("[::1]:54321", true), ("LOCALHOST:80", true), ("evil.example.com:8080", false), ("127.0.0.1.nip.io", false), ("localhost:80@evil", false),
        ("", false),
    ])
    func onlyLoopbackNamesAreAnswered(authority: String, allowed: Bool) {
        #expect(LoopbackAuthority.isAllowed(authority) == allowed)
    }

    @Test func listeningOnTheNetworkNeedsAPassphrase() throws {
        #expect(throws: ServerConfigurationError.passphraseRequired(host: "0.0.0.0")) {
            _ = try ServerConfiguration(host: "0.0.0.0").validated()
        }
        #expect(throws: ServerConfigurationError.passphraseRequired(host: "0.0.0.0")) {
            _ = try ServerConfiguration(host: "0.0.0.0", passphrase: "short").validated()
        }
        #expect(try ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery").validated().isLoopbackOnly == false)
        #expect(try ServerConfiguration().validated().isLoopbackOnly)
    }

    @Test func passphraseModeAsksToLogInAndSetsAStrictSession() async throws {
        let configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        try await TestApp.run(configuration: configuration) { client, _ in
            let gated = try await client.get("/inventory")
            #expect(gated.status == .seeOther)
            #expect(gated.location.hasPrefix("/login?next="))
            #expect(try await client.api(.get, "/api/inventory").status == .unauthorized)
            let login = try await client.get("/login")
            #expect(login.text.contains("household passphrase"))
            let wrong = try await client.postForm("/login", [("passphrase", "wrong guess"), ("next", "/favorites")])
            #expect(wrong.status == .unauthorized)
            #expect(wrong.text.contains("That passphrase is not right."))
            let right = try await client.postForm("/login", [("passphrase", "correct horse battery"), ("next", "/favorites")])
            #expect(right.status == .seeOther)
            #expect(right.location == "/favorites")
            let session = try #require(right.headers[values: .setCookie].first { $0.hasPrefix("lb_session=") })
            #expect(session.contains("HttpOnly") && session.contains("SameSite=Strict"))
            let sessionCookie = String(session.prefix { $0 != ";" })
            #expect(try await client.get("/favorites", cookies: [sessionCookie]).status == .ok)
            let bearer = try await client.raw(.get, "/api/inventory", headers: [.authorization: "Bearer correct horse battery"])
            #expect(bearer.status == .ok)
        }
    }

    @Test func loginNeverRedirectsElsewhere() {
        #expect(LoginController.safeNext("/plan?week=2026-11-23") == "/plan?week=2026-11-23")
        for hostile in ["//evil.example.com", "https://evil.example.com", "/\\evil.example.com", "javascript:alert(1)", nil] {
            #expect(LoginController.safeNext(hostile) == "/inventory")
        }
    }

    @Test func staticFilesAreServedWithTheirOwnCaching() async throws {
        try await TestApp.run { client, _ in
            let css = try await client.get("/static/app.css")
            #expect(css.status == .ok)
            #expect(css.headers[.contentType]?.hasPrefix("text/css") == true)
            #expect(css.headers[.cacheControl]?.contains("max-age=3600") == true)
            let traversal = try await client.get("/static/../../../../Package.swift")
            #expect(traversal.status != .ok)
            #expect(!traversal.text.contains("swift-tools-version"))
        }
    }
}
