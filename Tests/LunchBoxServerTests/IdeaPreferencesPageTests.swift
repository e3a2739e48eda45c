import Foundation
import LunchBoxCore
import Testing

@testable import LunchBoxServer

@Suite("Preferences: the chef and the idea preferences")
struct IdeaPreferencesPageTests {
    @Test func theFormSavesEveryIdeaPreferenceAndShowsLockedChefs() async throws {
        try await TestApp.run { client, database in
            // Given the preferences page, with five chefs to choose and three locked
            let page = try await client.get("/preferences")
            #expect(page.text.contains(#"id="idea-preferences-form""#))
            #expect(page.text.contains(#"id="persona-chef-sam" name="persona" value="chef-sam" checked"#))
            #expect(page.text.components(separatedBy: " disabled>").count - 1 == 3)
            #expect(page.text.contains("Unlocks at level 5"))
            // When the form is sent
            let saved = try await client.postForm(
                "/preferences/ideas",
                [("persona", "calm-kai"), ("cuisine", "thai"), ("difficulty", "easy"), ("maxMinutes", "30"), ("mealType", "breakfast"), ("ideaCount", "6"), ("avoidRepeats", "on")])
            // Then every field is kept
            #expect(saved.location == "/preferences#idea-preferences")
            #expect(
                try await database.ideaPreferences()
                    == IdeaPreferences(persona: "calm-kai", cuisine: .thai, difficulty: .easy, maxMinutes: 30, mealType: .breakfast, ideaCount: 6, avoidRepeats: true))
            let shown = try await client.get("/preferences", cookies: [KitchenPagesTests.flashCookie(saved)])
            #expect(shown.text.contains("Saved: 🍃 Calm Kai cooks 6 breakfast ideas at a time."))
        }
    }

    @Test func aLockedChefOrABadCountChangesNothing() async throws {
        try await TestApp.run { client, database in
            try await client.get("/preferences")
            let locked = try await client.postForm("/preferences/ideas", [("persona", "madame-zora"), ("ideaCount", "5")])
            let shown = try await client.get("/preferences", cookies: [KitchenPagesTests.flashCookie(locked)])
            #expect(shown.text.contains("Madame Zora joins your kitchen at level 5."))
            _ = try await client.postForm("/preferences/ideas", [("ideaCount", "40")])
            #expect(try await database.ideaPreferences() == .standard)
        }
    }

    @Test func theAPIShowsAndSavesTheIdeaPreferencesBesideTheDiets() async throws {
        try await TestApp.run { client, database in
            let body = #"{"vegetarian":true,"vegan":false,"glutenFree":false,"dairyFree":false,"nutFree":false,"persona":"unit-b7","maxMinutes":20,"ideaCount":9}"#
            let saved = try await client.api(.put, "/api/preferences", json: body)
            #expect(saved.status == .ok)
            #expect(try await database.ideaPreferences() == IdeaPreferences(persona: "unit-b7", maxMinutes: 20, ideaCount: 9))
            #expect(try await database.dietaryPreferences() == DietaryPreferences([.vegetarian]))
            let anyTime = try await client.api(.put, "/api/preferences", json: #"{"vegetarian":true,"vegan":false,"glutenFree":false,"dairyFree":false,"nutFree":false,"maxMinutes":null}"#)
            #expect(try anyTime.json()["maxMinutes"] is NSNull)
            #expect(try await database.ideaPreferences().persona == "unit-b7", "left out keeps its value")
            let refused = try await client.api(.put, "/api/preferences", json: #"{"vegetarian":false,"vegan":false,"glutenFree":false,"dairyFree":false,"nutFree":false,"ideaCount":2}"#)
            #expect(refused.status == .badRequest)
            let locked = try await client.api(.put, "/api/preferences", json: #"{"vegetarian":false,"vegan":false,"glutenFree":false,"dairyFree":false,"nutFree":false,"persona":"madame-zora"}"#)
            #expect(locked.status == .conflict, "a valid chef that is not unlocked yet is a state to reach, not bad input")
            let null = try await client.api(.put, "/api/preferences", json: #"{"vegetarian":false,"vegan":false,"glutenFree":false,"dairyFree":false,"nutFree":false,"avoidRepeats":null}"#)
            #expect(null.status == .badRequest)
            #expect(try await database.dietaryPreferences() == DietaryPreferences([.vegetarian]), "a refused save changes nothing")
        }
    }

    @Test func withoutAKeyThePhotoFormExplainsTheOtherWay() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/ideas")
            #expect(page.text.contains(#"id="photo-ideas""#))
            #expect(page.text.contains("need an AI service with a vision-capable model"))
        }
    }
}
