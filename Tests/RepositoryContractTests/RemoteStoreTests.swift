import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxRemoteStore
import LunchBoxTesting
import Testing

/// What only the household's server can do wrong: be away, refuse the passphrase, be
/// sent something it does not understand.
@Suite("RemoteStore against a live server")
struct RemoteStoreTests {
    @Test("With no server at the address every call says so, and names the server")
    func unreachable() async throws {
        // A port that was free a moment ago: nothing listens there now.
        var address: URL?
        try await LiveServer.with(passphrase: nil) { address = $0 }
        let store = RemoteStore(server: try #require(address), passphrase: nil, transport: AsyncHTTPClientTransport())
        do {
            _ = try await store.inventory()
            Issue.record("an unreachable server answered")
        } catch {
            let facing = UserFacingError(error)
            #expect(facing.kind == .offline)
            #expect(facing.message.hasPrefix("Can't reach the household's server at 127.0.0.1:"))
        }
    }

    @Test("A wrong passphrase is refused and changes nothing")
    func wrongPassphrase() async throws {
        try await LiveServer.with(passphrase: StoreUnderTest.passphrase) { url in
            let wrong = RemoteStore(server: url, passphrase: "guess", transport: AsyncHTTPClientTransport())
            await #expect(throws: RemoteStoreError.passphraseRefused(server: wrong.serverName)) { try await wrong.addInventoryItem(InventoryItem(name: "Cake")) }
            let right = RemoteStore(server: url, passphrase: StoreUnderTest.passphrase, transport: AsyncHTTPClientTransport())
            let kitchen = try await right.inventory()
            #expect(kitchen.isEmpty)
        }
    }

    @Test("A browser page of another site cannot call the store, even with the passphrase")
    func otherSite() async throws {
        try await LiveServer.with(passphrase: StoreUnderTest.passphrase) { url in
            let response = try await AsyncHTTPClientTransport().send(
                HTTPRequest(
                    url: url.appendingPathComponent("api/store"), method: "POST",
                    headers: ["Content-Type": "application/json", "Origin": "https://evil.example", "Authorization": "Bearer \(StoreUnderTest.passphrase)"],
                    body: Data(#"{"clearInventory":{}}"#.utf8)))
            #expect(response.statusCode == 403)
        }
    }

    @Test("Malformed calls and bad arguments are answered 4xx with a typed error, never 5xx")
    func malformed() async throws {
        try await LiveServer.with(passphrase: nil) { url in
            let transport = AsyncHTTPClientTransport()
            let endpoint = url.appendingPathComponent("api/store")
            // Issue 39, item 3: a date of 1e20 seconds trapped converting to stored
            // milliseconds and stopped the server; item 4: 2^63 - 1 points stopped every
            // later /play.
            var huge = PlayProgress.empty
            huge.points = .max
            let call = StoreCall.replaceCurrentPlayProgress(at: Date(), playerID: UUID(), expected: .empty, new: huge)
            let player = String(decoding: try JSONEncoder().encode(call), as: UTF8.self)
            for body in [
                "", "{}", "[]", "{\"meal\":{}}", "{\"noSuchCall\":{}}", "{\"assignments\":{\"from\":\"2026-11-30\",\"through\":\"2026-11-01\"}}",
                #"{"currentPlayer":{"at":1e20}}"#, #"{"currentPlayer":{"at":-1e20}}"#, player,
            ] {
                let response = try await transport.send(
                    HTTPRequest(url: endpoint, method: "POST", headers: ["Content-Type": "application/json"], body: Data(body.utf8)))
                #expect((400..<500).contains(response.statusCode), "\(body) → \(response.statusCode)")
                let failure = try JSONDecoder().decode([String: RemoteFailure].self, from: response.body)["error"]
                #expect(failure?.type == "StoreCallError")
                if body == player { #expect(failure?.message.contains("play progress") == true, "\(String(describing: failure))") }
            }
            // The server is still there.
            let alive = try await transport.send(
                HTTPRequest(url: endpoint, method: "POST", headers: ["Content-Type": "application/json"], body: Data(#"{"currentPlayer":{"at":0}}"#.utf8)))
            #expect(alive.statusCode == 200)
        }
    }
}
