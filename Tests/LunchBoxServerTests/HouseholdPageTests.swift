import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

@Suite("Household page and API")
struct HouseholdPageTests {
    @Test func membersAreAddedChangedAndRemovedWithForms() async throws {
        try await TestApp.run { client, _ in
            let empty = try await client.get("/household")
            #expect(empty.status == .ok)
            // Any page view makes the first player, "Me": a member with no diets.
            #expect(empty.text.contains(#"data-member="Me""#))
            let added = try await client.postForm("/household", [("name", "Leo"), ("avoid", "peanuts"), ("avoid", "sesame")])
            #expect(added.location == "/household")
            let page = try await client.get("/household")
            #expect(page.text.contains(#"data-member="Leo""#))
            #expect(page.text.contains("no peanuts or sesame"))
            let members = try await client.api(.get, "/api/household").json()["members"] as? [[String: Any]] ?? []
            let leo = try #require(members.first { $0["name"] as? String == "Leo" }?["id"] as? String)
            #expect(try await client.postForm("/household/\(leo)", [("name", "Leo"), ("diet", "vegan")]).location == "/household")
            let changed = try await client.api(.get, "/api/household").json()["members"] as? [[String: Any]] ?? []
            let leoNow = try #require(changed.first { $0["id"] as? String == leo })
            #expect(leoNow["packFor"] as? Bool == false)
            #expect((leoNow["diets"] as? [String: Any])?["vegan"] as? Bool == true)
            let bad = try await client.postForm("/household", [("name", "Kim"), ("diet", "keto")])
            #expect(bad.status == .badRequest || bad.text.contains("not a diet"))
            #expect(try await client.postForm("/household/\(leo)/remove", []).location == "/household")
            #expect(try await client.api(.delete, "/api/household/\(leo)").status == .notFound)
        }
    }

    @Test func ideaCardsSayWhoEachIdeaSuits() async throws {
        try await TestApp.run { client, _ in
            for food in ["peanut butter", "bread", "eggs", "cucumber", "apple", "rice"] {
                _ = try await client.api(.post, "/api/inventory", json: #"{"name": "\#(food)"}"#)
            }
            #expect(try await client.api(.post, "/api/household", json: #"{"name": "Sam"}"#).status == .created)
            #expect(try await client.api(.post, "/api/household", json: #"{"name": "Leo", "avoids": ["peanuts"]}"#).status == .created)
            #expect(try await client.api(.put, "/api/household/pack-for", json: #"{"members": ["Sam"]}"#).status == .ok)
            #expect(try await client.api(.post, "/api/ideas", json: #"{"engine": "offline"}"#).status == .ok)
            let page = try await client.get("/ideas")
            #expect(page.text.contains(#"data-verdict="suits""#))
            #expect(page.text.contains("suits Sam"))
            #expect(page.text.contains(#"id="pack-for""#))
            let verdicts = try await client.api(.get, "/api/household/verdicts?of=ideas").json()["verdicts"] as? [[String: Any]] ?? []
            #expect(!verdicts.isEmpty)
            #expect(try await client.api(.get, "/api/household/verdicts?of=nothing").status == .badRequest)
        }
    }
}
