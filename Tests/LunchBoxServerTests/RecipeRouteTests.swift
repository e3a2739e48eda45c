import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

@Suite("Recipe JSON-LD and nutrition routes")
struct RecipeRouteTests {
    /// A name an AI could write, meant to end the JSON-LD block and run a script.
    static let idea = LunchBoxIdea(
        name: "Egg wrap </script><script>alert(1)</script><!--", ingredients: ["wraps (1)", "eggs (2)", "pesto (1 tbsp)"],
        preparationSteps: ["Scramble the eggs for 4 minutes.", "Roll up."])

    @Test func theFavoritePageEmbedsTheRecipeSafelyAndShowsNutrition() async throws {
        try await TestApp.run { client, database in
            let saved = try await database.saveFavorite(Self.idea, at: TestApp.monday).idea
            let page = try await client.get("/favorites/\(saved.id.uuidString)")
            #expect(page.status == .ok)
            let html = page.text
            let open = try #require(html.range(of: #"<script type="application/ld+json">"#))
            let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
            let block = String(html[open.upperBound..<close.lowerBound])
            // The markup in the name stays inside the block, as \u escapes.
            #expect(!block.contains("<"))
            let recipe = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
            #expect(recipe["name"] as? String == Self.idea.name)
            #expect((recipe["nutrition"] as? [String: Any])?["@type"] as? String == "NutritionInformation")
            #expect(html.contains(#"id="nutrition""#))
            #expect(html.contains("Not counted (not in the food table): pesto (1 tbsp)"))

            let api = try await client.get("/api/favorites/\(saved.id.uuidString)/recipe.jsonld")
            #expect(api.status == .ok)
            #expect(api.headers[.contentType] == "application/ld+json; charset=utf-8")
            #expect(try await client.get("/api/favorites/\(UUID().uuidString)/recipe.jsonld").status == .notFound)
        }
    }

    @Test func anImportedRecipeBecomesAMealAndABrokenOneSaysWhy() async throws {
        try await TestApp.run { client, _ in
            let body = #"{"@type":"Recipe","name":"Tuna pasta","recipeIngredient":["pasta (75 g)","tuna (half a tin)","sweetcorn"]}"#
            let added = try await client.api(.post, "/api/meals/import", json: body)
            #expect(added.status == .created)
            #expect(try added.json()["primaryProtein"] as? String == "tuna (half a tin)")
            #expect(try await client.api(.post, "/api/meals/import", json: body).status == .ok)
            let broken = try await client.api(.post, "/api/meals/import", json: #"{"@type":"Recipe","recipeIngredient":["x"]}"#)
            #expect(broken.status == .badRequest)
            #expect(broken.errorMessage.contains("no name"))
        }
    }
}
