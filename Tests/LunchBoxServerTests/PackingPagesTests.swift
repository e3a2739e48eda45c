import Foundation
import HTTPTypes
import LunchBoxCore
import Testing

@testable import LunchBoxServer

/// Issue 38, item 2: after "Packed it", every question about what is left is asked in one
/// form, some left is the default, and the packing's Undo outlives the answers.
@Suite("Packing questions")
struct PackingPagesTests {
    @Test func everyQuestionIsOneFormAndUndoOutlivesTheAnswers() async throws {
        try await TestApp.run { client, database in
            for name in ["eggs", "cucumber", "wraps", "peanut butter"] {
                try await database.addInventoryItem(InventoryItem(name: name))
            }
            let meal = try await client.api(.post, "/api/meals", json: #"{"description":"Peanut wrap","otherComponents":["eggs","cucumber","wraps","peanut butter"]}"#)
            let mealID = try #require(try meal.json()["id"] as? String)
            let packed = try await client.postForm("/pack", [("mealId", mealID), ("back", "/plan")])
            #expect(packed.location.hasPrefix("/pack/questions?"))
            let questions = try await client.get(packed.location, cookies: [KitchenPagesTests.flashCookie(packed)])
            // One form, four questions, each answered "some left" unless changed.
            #expect(questions.text.components(separatedBy: #"<form method="post" action="/pack/answers""#).count == 2)
            for name in ["eggs", "cucumber", "wraps", "peanut butter"] {
                #expect(questions.text.contains("Any \(name) left?"))
            }
            #expect(questions.text.components(separatedBy: #"value="yes" checked"#).count == 5)
            let undoField = try #require(questions.text.range(of: #"name="undo" value=""#))
            let token = String(questions.text[undoField.upperBound...].prefix(36))
            #expect(UUID(uuidString: token) != nil)

            let items = try await database.inventory().items
            let cucumber = try #require(items.first { $0.name == "cucumber" })
            var answers = items.map { ("answer-\($0.id.uuidString)", $0.name == "cucumber" ? "none" : "yes") }
            answers += [("undo", token), ("back", "/plan")]
            let answered = try await client.postForm("/pack/answers", answers)
            #expect(answered.location == "/plan")
            let flash = KitchenPagesTests.flashCookie(answered)
            #expect(flash.contains(token), "the packing's Undo is offered again")
            #expect(try await database.inventory().items.map(\.name) == ["eggs", "wraps", "peanut butter"])
            let page = try await client.get("/inventory", cookies: [flash])
            #expect(page.text.contains("None left: removed cucumber."))

            // Undo puts back the packing, cucumber included.
            let undone = try await client.postForm("/undo", [("token", token)])
            #expect(undone.status == .seeOther || undone.status == .found)
            #expect(try await database.inventory().items.map(\.id).contains(cucumber.id))
            #expect(try await database.inventory().items.count == 4)
        }
    }

    @Test func answersWithoutItemsAreRefused() async throws {
        try await TestApp.run { client, _ in
            let response = try await client.postForm("/pack/answers", [("back", "/plan")])
            #expect(response.status == .badRequest)
        }
    }
}
