import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Share card use case")
struct ShareCardUseCaseTests {
    private static let shown = [
        LunchBoxIdea(name: "Egg muffins", ingredients: ["eggs (2)", "spinach"], preparationSteps: ["Bake."]),
        LunchBoxIdea(name: "Hummus box", ingredients: ["hummus", "pita"], preparationSteps: ["Pack."]),
    ]
    private static let heldBack = LunchBoxIdea(name: "Peanut noodles", ingredients: ["noodles", "peanut butter"], preparationSteps: ["Toss."])

    @Test func ideaNumbersCountAsEveryFaceCountsThem() async throws {
        // Given a batch with two shown ideas and one held back
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: Self.shown, origin: .offlineChef, heldBack: [.init(idea: Self.heldBack, reasons: ["nuts"])]))
        // When cards are made by number and by id
        let third = try await useCases.shareCards.card(for: .ideaNumber(3), style: .rustic)
        let byID = try await useCases.shareCards.card(for: .idea(Self.shown[0].id), style: .chefMode)
        // Then number 3 is the held-back idea, as `favorites add 3` means it
        #expect(third.title == "Peanut noodles")
        #expect(byID.title == "Egg muffins")
        #expect(byID.ingredients == ["eggs", "spinach"])
        await #expect(throws: IdeasError.noIdeaNumbered(4, count: 3)) { try await useCases.shareCards.card(for: .ideaNumber(4), style: .rustic) }
    }

    @Test func favoriteCardsComeAsSVGOrPNGWithAFileName() async throws {
        // Given a saved favorite and a rasterizer
        let rasterizer = FakeCardRasterizer()
        let (useCases, database) = try TestUseCases.make(cardRasterizer: rasterizer)
        try await database.saveRecentIdeas(IdeaBatch(ideas: Self.shown, origin: .offlineChef))
        let favorite = try await useCases.favorites.save(number: 2)
        // When its card is asked for as SVG and as PNG
        let svg = try await useCases.shareCards.file(for: .favorite(favorite.id), style: .foodieFun, format: .svg)
        let png = try await useCases.shareCards.file(for: .favorite(favorite.id), style: .foodieFun, format: .png)
        // Then the SVG is the document, and the PNG is drawn from that same document
        #expect(svg.contentType == "image/svg+xml")
        #expect(svg.fileName == "lunchbox-hummus-box-foodie-fun.svg")
        #expect(String(decoding: svg.data, as: UTF8.self).contains("Hummus box"))
        #expect(png.contentType == "image/png")
        #expect(png.fileName == "lunchbox-hummus-box-foodie-fun.png")
        #expect(png.data == FakeCardRasterizer.png)
        #expect(rasterizer.svgs == [String(decoding: svg.data, as: UTF8.self)])
    }

    @Test func unknownIdeasAndMissingRasterizerSayWhat() async throws {
        let (useCases, _) = try TestUseCases.make()
        await #expect(throws: IdeasError.favoriteNotFound) { try await useCases.shareCards.file(for: .favorite(UUID()), style: .rustic, format: .svg) }
        await #expect(throws: IdeasError.ideaNotFound) { try await useCases.shareCards.file(for: .idea(UUID()), style: .rustic, format: .svg) }
        await #expect(throws: IdeasError.noRecentIdeas) { try await useCases.shareCards.file(for: .ideaNumber(1), style: .rustic, format: .svg) }
        // The default rasterizer (none on this platform) refuses PNG but not SVG.
        let (withoutRasterizer, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: Self.shown, origin: .offlineChef))
        await #expect(throws: ShareCardError.rasterizerUnavailable) {
            try await withoutRasterizer.shareCards.file(for: .ideaNumber(1), style: .rustic, format: .png)
        }
        #expect(try await withoutRasterizer.shareCards.file(for: .ideaNumber(1), style: .rustic, format: .svg).data.isEmpty == false)
    }
}
