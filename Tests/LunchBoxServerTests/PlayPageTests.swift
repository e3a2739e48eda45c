import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

@Suite("Play page and API")
struct PlayPageTests {
    private static let idea = LunchBoxIdea(name: "Rice box", ingredients: ["rice", "cucumber"], preparationSteps: ["Pack."])

    @Test func thePlayPageChecksInAndShowsPointsLevelBadgesChallengesAndTheBoard() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/play")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<strong id="play-points">50</strong>"#))
            #expect(page.text.contains("Checked in: +50 points"))
            #expect(page.text.contains(#"<progress id="level-progress" max="1000" value="50">"#))
            #expect(page.text.contains("Locked: Get your first lunch idea."))
            #expect(page.text.contains(#"class="pill rarity">Legendary"#))
            #expect(page.text.contains("Challenges"))
            #expect(page.text.contains("Household board"))
            #expect(page.text.contains(#"aria-current="page"><span aria-hidden="true">🏆</span> Play"#))
            // Every form carries the token as a field.
            let forms = page.text.components(separatedBy: "<form method=\"post\"").count - 1
            #expect(forms >= 2)
            #expect(page.text.components(separatedBy: #"<input type="hidden" name="csrf""#).count - 1 == forms)
            // A second visit the same day earns nothing more.
            let again = try await client.get("/play")
            #expect(again.text.contains(#"<strong id="play-points">50</strong>"#))
            #expect(!again.text.contains("Checked in:"))
        }
    }

    @Test func whoIsPlayingIsChosenFromTheHouseholdsMembers() async throws {
        try await TestApp.run { client, _ in
            let before = try await client.get("/play")
            #expect(before.text.contains(#"<a href="/household">Household</a>"#), "people are added in one place")
            #expect(!before.text.contains(#"action="/play/players""#))
            #expect(try await client.postForm("/household", [("name", "Sam")]).status == .seeOther)
            let page = try await client.get("/play")
            let sam = try #require(page.text.firstMatch(of: /<option value="([0-9A-F-]{36})">Sam<\/option>/)?.1)
            #expect(try await client.postForm("/play/players/current", [("player", String(sam))]).location == "/play")
            let playing = try await client.get("/play")
            #expect(playing.text.contains(#"<h1 id="play-title"><span aria-hidden="true">🏆</span> Sam</h1>"#))
            #expect(try await client.postForm("/play/players/current", [("player", String(sam))], csrf: "forged").status == .forbidden)
            #expect(try await client.postForm("/play/players", [("name", "Kim")]).status == .notFound)
            #expect(try await client.api(.post, "/api/play/players", json: #"{"name":"Kim"}"#).status == .notFound)
        }
    }

    /// A toast keeps what was earned and is worded for whoever reads the next page.
    @Test func aToastIsWordedInTheLanguageOfThePageThatShowsIt() async throws {
        try await TestApp.run { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            let saved = try await client.api(.post, "/api/favorites", json: #"{"ideaId":"\#(Self.idea.id.uuidString)"}"#)
            #expect(saved.status == .created)
            let page = try await client.raw(.get, "/inventory", headers: [.acceptLanguage: "de"])
            #expect(page.text.contains(#"<span aria-hidden="true">🎉</span> Abzeichen freigeschaltet: ⭐ Erste Lieblingsidee (häufig)</p>"#))
            #expect(!page.text.contains("Badge unlocked"))
        }
    }

    @Test func aBadgeUnlockedByAnActionShowsOnceAsAToastOnTheNextPage() async throws {
        try await TestApp.run { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            let saved = try await client.api(.post, "/api/favorites", json: #"{"ideaId":"\#(Self.idea.id.uuidString)"}"#)
            #expect(saved.status == .created)
            let page = try await client.get("/inventory")
            #expect(page.text.contains(#"<p class="play-toast"><span aria-hidden="true">🎉</span> Badge unlocked: ⭐ First favorite (common)</p>"#))
            #expect(!(try await client.get("/inventory")).text.contains("play-toast"))
            let shared = try await client.api(.post, "/api/ideas/\(Self.idea.id.uuidString)/shared")
            #expect(try shared.json()["badgesUnlocked"] as? [String] == ["firstShare"])
            #expect(try await client.api(.post, "/api/ideas/\(UUID().uuidString)/shared").status == .notFound)
        }
    }

    @Test func theAPIGivesTheSummaryAndTheCheckIn() async throws {
        try await TestApp.run { client, _ in
            let summary = try await client.api(.get, "/api/play").json()
            #expect(summary["level"] as? Int == 1)
            #expect(summary["points"] as? Int == 0)
            let checkIn = try await client.api(.post, "/api/play/check-in").json()
            #expect((checkIn["summary"] as? [String: Any])?["points"] as? Int == 50)
            let created = try await client.api(.post, "/api/household", json: #"{"name":"Sam"}"#)
            #expect(created.status == .created)
            let switched = try await client.api(.post, "/api/play/current-player", json: #"{"name":"sam"}"#).json()
            #expect((switched["player"] as? [String: Any])?["name"] as? String == "Sam")
            let missing = try await client.api(.post, "/api/play/current-player", json: #"{"name":"Nobody"}"#)
            #expect(missing.status == .notFound)
        }
    }
}
