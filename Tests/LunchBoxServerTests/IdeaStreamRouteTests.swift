import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

@Suite("Ideas streamed to the page")
struct IdeaStreamRouteTests {
    /// One server-sent event as the page's script reads it.
    struct Event {
        let name: String
        let data: [String: Any]
    }

    /// The events of a whole `text/event-stream` body; comments are skipped.
    static func events(_ response: WebResponse) throws -> [Event] {
        try response.text.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n").filter { !$0.hasPrefix(":") }
            guard let name = lines.first(where: { $0.hasPrefix("event: ") })?.dropFirst(7),
                let data = lines.first(where: { $0.hasPrefix("data: ") })?.dropFirst(6)
            else { return nil }
            let object = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
            return Event(name: String(name), data: object ?? [:])
        }
    }

    @Test func theOfflineChefsIdeasArriveInOrderThenDone() async throws {
        let transport = RecordingTransport(body: "")
        try await TestApp.run(transport: transport) { client, database in
            try await IdeasPagesTests.stock(database)
            let response = try await client.postForm("/ideas/stream", [("engine", "offline")])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/event-stream") == true)
            #expect(response.headers[.cacheControl] == "no-store")
            let events = try Self.events(response)
            let batch = try #require(try await database.recentIdeas())
            let cards = events.filter { $0.name == "idea" }
            #expect(events.map(\.name) == Array(repeating: "idea", count: cards.count) + ["done"])
            #expect(cards.compactMap { $0.data["id"] as? String } == batch.ideas.map(\.id.uuidString))
            let first = try #require(cards.first?.data)
            #expect(first["name"] as? String == batch.ideas[0].name)
            #expect((first["html"] as? String)?.contains(#"href="/ideas/\#(batch.ideas[0].id.uuidString)""#) == true)
            // The page's script only places words: each event brings the sentences for its count.
            #expect((first["progress"] as? String)?.hasSuffix(" 1 so far.") == true)
            #expect(first["stopped"] as? String == "Stopped after 1 idea. Open it, or ask again for new ideas.")
            #expect(cards.last?.data["stopped"] as? String == "Stopped after \(cards.count) ideas. Open one, or ask again for new ideas.")
            #expect(first["announce"] as? String == "\(batch.ideas[0].name). 1 so far.")
            let done = try #require(events.last?.data)
            #expect(done["announce"] as? String == "\(batch.ideas.count) ideas ready.")
            #expect(done["count"] as? Int == batch.ideas.count)
            #expect((done["header"] as? String)?.contains("Ideas by Built-in offline chef") == true)
            #expect(done["footer"] as? String == "", "the offline chef's count is its own: never too few")
            #expect(transport.requests.isEmpty, "the offline chef needs no network")
        }
    }

    @Test func theStreamedCardsAreThePagesCards() async throws {
        try await TestApp.run { client, database in
            try await IdeasPagesTests.stock(database)
            let events = try Self.events(try await client.postForm("/ideas/stream", [("engine", "offline")]))
            let page = try await client.get("/ideas").text
            let cards = events.filter { $0.name == "idea" }.compactMap { $0.data["html"] as? String }
            #expect(cards.count >= 3)
            for card in cards {
                #expect(page.contains(card), "one rendering for the page and the stream")
            }
            let header = try #require(events.last?.data["header"] as? String)
            #expect(page.contains(header))
        }
    }

    @Test func aiIdeasThatBreakTheDietAreHeldBackAndShownOnlyWhenAsked() async throws {
        let secrets = InMemorySecretStore(key: IdeasPagesTests.key)
        let reply = IdeasPagesTests.reply([
            ("Egg Sandwich", ["eggs", "bread"]), ("PB Apple", ["apple", "peanut butter"]), ("Cheese Rice", ["rice", "cheddar"]), ("Tomato Toast", ["bread", "tomato"]),
        ])
        try await TestApp.run(secrets: secrets, transport: StreamingTransport(.chat(Self.content(of: reply)))) { client, database in
            try await IdeasPagesTests.stock(database)
            try await database.saveDietaryPreferences(DietaryPreferences(nutFree: true))
            let events = try Self.events(try await client.postForm("/ideas/stream", []))
            #expect(events.map(\.name) == ["idea", "idea", "idea", "done"])
            let done = try #require(events.last?.data)
            #expect((done["header"] as? String)?.contains("Ideas by AI (\(AIConfiguration.default.model))") == true)
            #expect((done["header"] as? String)?.contains("nut-free") == true)
            #expect((done["header"] as? String)?.contains("Show them anyway") == true)
            #expect(done["heldBack"] as? String == "")
            let shown = try Self.events(try await client.postForm("/ideas/stream?show=held-back", []))
            let held = try #require(shown.last?.data["heldBack"] as? String)
            #expect(held.contains("PB Apple") && held.contains("idea-card held"))
            #expect((shown.last?.data["header"] as? String)?.contains("Show them anyway") == false)
        }
    }

    @Test func textFromTheAIIsEscapedInTheStreamedCards() async throws {
        let reply = IdeasPagesTests.reply([
            (#"<img src=x onerror="alert(1)"> Wrap"#, ["eggs", "bread"]), ("Rice & <b>peas</b>", ["rice"]), ("Toast", ["bread"]),
        ])
        try await TestApp.run(secrets: InMemorySecretStore(key: IdeasPagesTests.key), transport: StreamingTransport(.chat(Self.content(of: reply)))) { client, database in
            try await IdeasPagesTests.stock(database)
            let events = try Self.events(try await client.postForm("/ideas/stream", []))
            let cards = events.filter { $0.name == "idea" }.compactMap { $0.data["html"] as? String }.joined()
            #expect(!cards.contains("<img") && !cards.contains("<b>"))
            #expect(cards.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Wrap"))
            #expect(cards.contains("Rice &amp; &lt;b&gt;peas&lt;/b&gt;"))
        }
    }

    @Test func anEmptyKitchenIsAFailureEvent() async throws {
        try await TestApp.run { client, _ in
            let response = try await client.postForm("/ideas/stream", [])
            #expect(response.status == .ok, "errors before anything waits are events too: one path for the script")
            let events = try Self.events(response)
            #expect(events.map(\.name) == ["failure"])
            let failure = try #require(events.first?.data)
            #expect(failure["title"] as? String == "Nothing to cook with")
            let html = try #require(failure["html"] as? String)
            #expect(html.contains(#"id="add-food""#))
            #expect(!html.contains(#"id="retry""#))
            #expect(failure["kept"] as? Int == 0)
        }
    }

    @Test func noKeyForTheAIIsAFailureEventWithItsWaysOn() async throws {
        try await TestApp.run { client, database in
            try await IdeasPagesTests.stock(database)
            let page = try await client.get("/inventory")
            let events = try Self.events(try await client.postForm("/ideas/stream", [("engine", "ai")]))
            let failure = try #require(events.first?.data)
            #expect(events.map(\.name) == ["failure"])
            #expect(failure["title"] as? String == "No API key")
            let html = try #require(failure["html"] as? String)
            #expect(html.contains(#"href="/settings""#))
            #expect(html.contains(#"id="use-offline""#))
            #expect(html.contains(#"data-stream="/ideas/stream""#), "its forms stream too")
            let token = try #require(page.text.firstMatch(of: /data-csrf="([^"]+)"/)?.1)
            #expect(html.contains(#"name="csrf" value="\#(token)""#), "its forms carry the page's token")
        }
    }

    @Test func aBrokenStreamKeepsTheIdeasThatArrivedAndSaysSo() async throws {
        let json = CannedReplies.ideasJSON(count: 3)
        let twoIdeas = String(json[..<(json.range(of: "},{", options: .backwards)?.lowerBound ?? json.endIndex)]) + "},"
        var script = StreamingTransport.Script.chat(twoIdeas, done: false)
        script.pieces.removeLast()
        script.failure = .timedOut
        try await TestApp.run(secrets: InMemorySecretStore(key: IdeasPagesTests.key), transport: StreamingTransport(script)) { client, database in
            try await IdeasPagesTests.stock(database)
            let events = try Self.events(try await client.postForm("/ideas/stream", []))
            #expect(events.map(\.name) == ["idea", "idea", "failure"])
            let failure = try #require(events.last?.data)
            #expect(failure["kept"] as? Int == 2)
            #expect((failure["html"] as? String)?.contains("The 2 ideas that arrived before it are kept.") == true)
            #expect((failure["header"] as? String)?.contains("Ideas by AI") == true)
            #expect(try await database.recentIdeas()?.ideas.count == 2)
        }
    }

    @Test func theStreamNeedsTheFormsToken() async throws {
        let transport = RecordingTransport(body: "")
        try await TestApp.run(transport: transport) { client, database in
            try await IdeasPagesTests.stock(database)
            let forged = try await client.postForm("/ideas/stream", [("engine", "offline")], csrf: "forged")
            #expect(forged.status == .forbidden)
            let bare = try await client.raw(
                .post, "/ideas/stream", headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "engine=offline"))
            #expect(bare.status == .forbidden)
            #expect(try await database.recentIdeas() == nil, "nothing was asked")
        }
    }

    /// The content of a canned completion, to stream it instead.
    static func content(of completion: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(completion.utf8)) as? [String: Any]
        let choice = (object?["choices"] as? [[String: Any]])?.first
        return (choice?["message"] as? [String: Any])?["content"] as? String ?? ""
    }
}
