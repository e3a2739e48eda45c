import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient
import LunchBoxLive
import LunchBoxPresentation
import LunchBoxTesting
import Testing

/// The server choice as the Keychain keeps it, in memory.
final class MemoryServerStore: HouseholdServerStore, @unchecked Sendable {
    private let lock = NSLock()
    private var saved: HouseholdServer?

    init(_ saved: HouseholdServer? = nil) {
        self.saved = saved
    }

    func loadServer() throws -> HouseholdServer? { lock.withLock { saved } }
    func saveServer(_ server: HouseholdServer) throws { lock.withLock { saved = server } }
    func deleteServer() throws { lock.withLock { saved = nil } }
}

@Suite("Use the household's server: address rules and switching")
struct HouseholdServerViewModelTests {
    @Test(
        "An address is https, or http only to this device",
        arguments: [
            ("https://kitchen.local:8080", "https://kitchen.local:8080/"),
            ("  kitchen.local ", "https://kitchen.local/"),
            ("HTTPS://Kitchen.local/lunch?x=1#top", "https://Kitchen.local/lunch/"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080/"),
            ("http://localhost:8080/", "http://localhost:8080/"),
            ("http://[::1]:8080", "http://[::1]:8080/"),
        ])
    func validAddresses(_ typed: String, _ expected: String) throws {
        #expect(try HouseholdServer.validatedURL(typed).absoluteString == expected)
    }

    @Test(
        "Other addresses are refused with the reason",
        arguments: [
            ("", HouseholdServerError.emptyAddress), ("http://kitchen.local:8080", .needsHTTPS), ("http://192.168.1.20", .needsHTTPS),
            ("ftp://kitchen.local", .notAnAddress), ("https://", .notAnAddress), ("http://127.evil.example", .needsHTTPS),
        ])
    func invalidAddresses(_ typed: String, _ error: HouseholdServerError) {
        #expect(throws: error) { try HouseholdServer.validatedURL(typed) }
    }

    @Test("Connecting logs in to a live server, saves the choice and switches; a wrong passphrase saves nothing")
    @MainActor
    func connect() async throws {
        try await LiveServer.with(passphrase: StoreUnderTest.passphrase) { url in
            let saved = MemoryServerStore()
            var switched: [HouseholdServer?] = []
            let model = HouseholdServerViewModel(servers: saved, transport: AsyncHTTPClientTransport(), words: .english) { switched.append($0) }
            #expect(model.kitchen == .thisPhone && !model.usesServer)

            model.addressText = url.absoluteString
            model.passphraseText = "wrong"
            #expect(await !model.connect())
            #expect(model.errorMessage?.contains("did not take the passphrase") == true)
            #expect(try saved.loadServer() == nil && switched.isEmpty)

            model.passphraseText = " \(StoreUnderTest.passphrase) "
            #expect(await model.connect())
            let server = try #require(try saved.loadServer())
            #expect(server.passphrase == StoreUnderTest.passphrase && server.url == url)
            #expect(switched == [server])
            #expect(model.passphraseText.isEmpty && model.errorMessage == nil)
            #expect(model.statusText.hasPrefix("The kitchen is kept on the household's server at 127.0.0.1:"))

            #expect(model.useThisPhone())
            #expect(try saved.loadServer() == nil && switched.last == .some(nil) && model.kitchen == .thisPhone)
        }
    }

    @Test("A saved choice is shown at launch; an unreachable server is said so and nothing changes")
    @MainActor
    func unreachable() async throws {
        var address: URL?
        try await LiveServer.with(passphrase: nil) { address = $0 }
        let url = try #require(address)
        let saved = MemoryServerStore(HouseholdServer(url: url, passphrase: "old"))
        let model = HouseholdServerViewModel(servers: saved, transport: AsyncHTTPClientTransport(), words: .english) { _ in Issue.record("switched") }
        #expect(model.usesServer && model.addressText == url.absoluteString)
        model.passphraseText = "new"
        #expect(await !model.connect())
        #expect(model.errorMessage?.hasPrefix("Can't reach the household's server at 127.0.0.1:") == true)
        #expect(try saved.loadServer()?.passphrase == "old")
    }

    @Test("The settings of the household's server say what is wrong in the screen's language")
    @MainActor
    func errorsInGerman() async throws {
        let model = HouseholdServerViewModel(servers: MemoryServerStore(nil), transport: RecordingTransport(body: ""), words: Wordings()[.german]) { _ in
            Issue.record("switched")
        }
        model.addressText = "  "
        #expect(await !model.connect())
        #expect(model.errorMessage == "Gib die Adresse ein, unter der der Haushalt LunchBox öffnet, etwa https://kitchen.local:8080.")
    }
}

@Suite("Where the kitchen is kept, in the reader's language")
struct HouseholdServerWordingTests {
    @Test("The phone says where the kitchen is kept in German, every line from the catalog")
    @MainActor
    func german() throws {
        let german = Wordings()[.german]
        let here = HouseholdServerViewModel(servers: MemoryServerStore(), transport: AsyncHTTPClientTransport(), words: german) { _ in }
        #expect(here.statusText == "Die Küche liegt auf diesem iPhone.")
        let saved = MemoryServerStore(HouseholdServer(url: try HouseholdServer.validatedURL("https://kitchen.local:8080"), passphrase: "p"))
        let there = HouseholdServerViewModel(servers: saved, transport: AsyncHTTPClientTransport(), words: german.marking) { _ in }
        #expect(there.statusText.hasPrefix("⟦Die Küche liegt auf dem Server des Haushalts unter ") && there.statusText.hasSuffix("⟧"), "\(there.statusText)")
    }
}
