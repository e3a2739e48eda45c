import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// Issue 27's cases 1, 3 and 5 through the routes: what an attacker on the household's
/// network sent, and what must come back.
@Suite("Hostile requests")
struct HostileRequestTests {
    static let fetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!
    static let network = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")

    static func manyParts(_ count: Int, boundary: String = "lbMany") -> ByteBuffer {
        var text = ""
        text.reserveCapacity(count * 60)
        for index in 0..<count { text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"p\(index)\"\r\n\r\n\r\n" }
        return ByteBuffer(string: text + "--\(boundary)--\r\n")
    }

    @Test func aMultipartLoginIsRefusedUnread() async throws {
        try await TestApp.run(configuration: Self.network) { client, _ in
            let login = try await client.raw(.post, "/login", headers: [.contentType: "multipart/form-data; boundary=lbMany"], body: Self.manyParts(40_000))
            #expect(login.status == .unsupportedMediaType)
            #expect(try await client.get("/login").status == .ok)
        }
    }

    @Test func anUploadOfManyPartsIsRefusedAsUnreadable() async throws {
        try await TestApp.run { client, _ in
            _ = try await client.get("/scan")
            let cookie = try #require(client.csrfCookie)
            let headers: HTTPFields = [.contentType: "multipart/form-data; boundary=lbMany", .cookie: cookie, .xCSRFToken: try #require(client.csrfToken)]
            let scan = try await client.raw(.post, "/scan/photo", headers: headers, body: Self.manyParts(40_000))
            #expect(scan.status == .badRequest)
            let api = try await client.raw(.post, "/api/scan", headers: [.contentType: "multipart/form-data; boundary=lbMany"], body: Self.manyParts(40_000))
            #expect(api.status == .badRequest)
            #expect(api.errorMessage.contains("could not be read"))
        }
    }

    @Test func aTokenTheClientChoseIsRefusedAndTheSettingsStay() async throws {
        try await TestApp.run { client, _ in
            let chosen = String(repeating: "A", count: 43)
            let forged = try await client.raw(
                .post, "/settings/endpoint",
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: "lb_csrf=\(chosen)", Self.fetchSite: "same-site"],
                body: ByteBuffer(string: "csrf=\(chosen)&baseURL=https%3A%2F%2Fevil.example%2Fv1&model=m"))
            #expect(forged.status == .forbidden)
            let planted = try await client.raw(
                .post, "/settings/endpoint", headers: [.contentType: "application/x-www-form-urlencoded", .cookie: "lb_csrf=\(chosen)"],
                body: ByteBuffer(string: "csrf=\(chosen)&baseURL=https%3A%2F%2Fevil.example%2Fv1&model=m"))
            #expect(planted.status == .forbidden)
            #expect(try await client.api(.get, "/api/settings").text.contains("evil.example") == false)
        }
    }

    @Test func theRightTokenFromAnotherSiteOrPortIsRefused() async throws {
        try await TestApp.run { client, database in
            _ = try await client.get("/inventory")
            let cookie = try #require(client.csrfCookie)
            let token = try #require(client.csrfToken)
            for hostile: HTTPFields in [[Self.fetchSite: "same-site"], [Self.fetchSite: "cross-site"], [.origin: "http://localhost:3000"], [.origin: "null"]] {
                var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
                headers.append(contentsOf: hostile)
                let reply = try await client.raw(.post, "/inventory", headers: headers, body: ByteBuffer(string: "csrf=\(token)&name=eggs"))
                #expect(reply.status == .forbidden, "\(hostile)")
            }
            #expect(try await database.inventory().isEmpty)
            let same: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie, .origin: "http://localhost", Self.fetchSite: "same-origin"]
            #expect(try await client.raw(.post, "/inventory", headers: same, body: ByteBuffer(string: "csrf=\(token)&name=eggs")).status == .seeOther)
            // Chromium's own form under a strict referrer policy: Origin null, but same-origin.
            let chromium: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie, .origin: "null", Self.fetchSite: "same-origin"]
            #expect(try await client.raw(.post, "/inventory", headers: chromium, body: ByteBuffer(string: "csrf=\(token)&name=bread")).status == .seeOther)
        }
    }

    @Test func simpleCrossSitePostsToTheAPIAreRefusedAndScriptsStillWork() async throws {
        try await TestApp.run { client, _ in
            let evil: HTTPFields = [.origin: "http://evil.example"]
            #expect(try await client.raw(.post, "/api/play/check-in", headers: evil).status == .forbidden)
            var upload = evil
            upload[.contentType] = "multipart/form-data; boundary=x"
            #expect(try await client.raw(.post, "/api/scan", headers: upload, body: ByteBuffer(string: "--x--")).status == .forbidden)
            // No browser headers: the CLI, curl, scripts.
            #expect(try await client.raw(.post, "/api/play/check-in").status != .forbidden)
            #expect(try await client.api(.post, "/api/inventory", json: #"{"name":"eggs"}"#).status == .created)
            let ours = try await client.raw(
                .post, "/api/inventory", headers: [.contentType: "application/json", .origin: "http://localhost", Self.fetchSite: "same-origin"],
                body: ByteBuffer(string: #"{"name":"bread"}"#))
            #expect(ours.status == .created)
        }
    }

    @Test func multipartIsTakenOnlyByTheUploadRoutes() async throws {
        try await TestApp.run { client, _ in
            let reply = try await client.raw(.post, "/api/inventory", headers: [.contentType: "multipart/form-data; boundary=x"], body: ByteBuffer(string: "--x--"))
            #expect(reply.status == .unsupportedMediaType)
        }
    }

    @Test(arguments: [
        "//evil.example", "/\t/evil.example", "/%09/evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example", "http:evil.example",
        "javascript:alert(1)", "/%2F/evil.example", "/%2f%2fevil.example", "/%5Cevil.example", " /plan", "/plan\r\nSet-Cookie: x=1", "/\n/evil.example",
        "evil.example", "", "/%0d%0aSet-Cookie:x", "/\u{0}/evil",
    ])
    func loginNeverRedirectsElsewhere(_ hostile: String) {
        #expect(LoginController.safeNext(hostile) == "/inventory")
    }

    @Test func loginKeepsPathsOnThisSite() {
        for path in ["/plan?week=2026-11-23", "/favorites", "/ideas/3?held=1&x=%20y", "/"] {
            #expect(LoginController.safeNext(path) == path)
        }
    }
}

extension HTTPFields.Element.Name {
    static let xCSRFToken = Self("X-CSRF-Token")!
}
