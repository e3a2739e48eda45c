import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

@Suite("Share card routes")
struct ShareCardRouteTests {
    static let idea = LunchBoxIdea(name: "Tuna & sweetcorn <pasta>", ingredients: ["pasta (80 g)", "tuna", "sweetcorn"], preparationSteps: ["Mix.", "Pack."])

    static func withFavorite(_ test: @escaping @Sendable (WebTestClient, LunchBoxIdea) async throws -> Void) async throws {
        try await TestApp.run { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            let saved = try await database.saveFavorite(Self.idea, at: TestApp.monday).idea
            try await test(client, saved)
        }
    }

    @Test func favoriteCardsComeAsSVGAndPNGWithASafeFileName() async throws {
        try await Self.withFavorite { client, favorite in
            let svg = try await client.get("/favorites/\(favorite.id.uuidString)/card.svg?style=chef-mode")
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml; charset=utf-8")
            #expect(svg.headers[.contentDisposition] == "inline; filename=\"lunchbox-tuna-sweetcorn-pasta-chef-mode.svg\"")
            #expect(svg.text.contains("Tuna &amp; sweetcorn &lt;pasta&gt;"))

            let png = try await client.get("/favorites/\(favorite.id.uuidString)/card.png?style=rustic&download=1")
            #expect(png.status == .ok)
            #expect(png.headers[.contentType] == "image/png")
            #expect(png.headers[.contentDisposition] == "attachment; filename=\"lunchbox-tuna-sweetcorn-pasta-rustic.png\"")
            #expect(png.data == FakeCardRasterizer.png)

            let recent = try await client.get("/ideas/\(favorite.id.uuidString)/card.svg")
            #expect(recent.headers[.contentDisposition] == "inline; filename=\"lunchbox-tuna-sweetcorn-pasta-home-cook.svg\"")

            let api = try await client.get("/api/favorites/\(favorite.id.uuidString)/card?style=foodie-fun&format=svg")
            #expect(api.status == .ok)
            #expect(api.headers[.contentDisposition] == "attachment; filename=\"lunchbox-tuna-sweetcorn-pasta-foodie-fun.svg\"")
        }
    }

    @Test func aWrongStyleIsABadRequestAndAnUnknownIdeaIsNotFound() async throws {
        try await Self.withFavorite { client, favorite in
            let page = try await client.get("/favorites/\(favorite.id.uuidString)/card.png?style=fancy")
            #expect(page.status == .badRequest)
            #expect(page.text.contains("is not a card style"))
            let api = try await client.get("/api/favorites/\(favorite.id.uuidString)/card?style=%3Cb%3E")
            #expect(api.status == .badRequest)
            #expect(api.errorMessage.contains("\"<b>\" is not a card style. Choose one of: home-cook, chef-mode, foodie-fun, rustic."))
            let format = try await client.get("/api/favorites/\(favorite.id.uuidString)/card?format=gif")
            #expect(format.status == .badRequest)
            #expect(try await client.get("/favorites/\(UUID().uuidString)/card.svg").status == .notFound)
            #expect(try await client.get("/ideas/\(UUID().uuidString)/card.png").status == .notFound)
            #expect(try await client.get("/api/favorites/\(UUID().uuidString)/card").status == .notFound)
        }
    }

    @Test func theIdeaPagesOfferTheCardInFourStyles() async throws {
        try await Self.withFavorite { client, favorite in
            let id = favorite.id.uuidString
            let page = try await client.get("/favorites/\(id)?card-style=rustic")
            #expect(page.status == .ok)
            for style in ShareCardStyle.allCases {
                #expect(page.text.contains("src=\"/favorites/\(id)/card.svg?style=\(style.rawValue)\""))
            }
            #expect(page.text.contains("value=\"rustic\" checked"))
            #expect(page.text.contains("href=\"/favorites/\(id)/card.png?style=rustic&amp;download=1\""))
            #expect(page.text.contains("id=\"card-share\""))
            let recent = try await client.get("/ideas/\(id)?card-style=nonsense")
            #expect(recent.text.contains("href=\"/ideas/\(id)/card.png?style=home-cook&amp;download=1\""))
        }
    }

    @Test func aFailedRenderIsAServerErrorWithAWayOn() async throws {
        try await TestApp.run(cardRasterizer: FakeCardRasterizer(failing: .renderFailed("boom"))) { client, database in
            let saved = try await database.saveFavorite(Self.idea, at: TestApp.monday).idea
            let response = try await client.get("/api/favorites/\(saved.id.uuidString)/card")
            #expect(response.status == .internalServerError)
            #expect(response.errorMessage.contains("download the SVG card instead"))
            #expect(!response.text.contains("boom"))
        }
    }
}
