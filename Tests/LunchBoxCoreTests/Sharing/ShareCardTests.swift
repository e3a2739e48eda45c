import Foundation
import LunchBoxCore
import Testing

@Suite("Share cards")
struct ShareCardTests {
    static let idea = LunchBoxIdea(
        name: "Cheddar & tomato <wrap>", ingredients: ["tortilla wrap (1)", "cheddar (40 g)", "cherry tomatoes", "lettuce"],
        preparationSteps: ["Lay the wrap flat.", "Scatter the cheese and tomatoes over it.", "Roll it up tightly and cut in half.", "Pack it."])

    @Test func cardShowsTheIdeasNameKeyIngredientsAndPersona() {
        // Given an idea and a persona, When a card is made
        let card = ShareCard(idea: Self.idea, style: .rustic, personaName: "Chef Basil", personaEmoji: "🌿")
        // Then ingredients lose their amounts and the persona reads as a line
        #expect(card.title == "Cheddar & tomato <wrap>")
        #expect(card.ingredients == ["tortilla wrap", "cheddar", "cherry tomatoes", "lettuce"])
        #expect(card.personaLine == "Suggested by 🌿 Chef Basil")
        #expect(ShareCard(idea: Self.idea, style: .rustic).personaLine == nil)
        #expect(ShareCard(idea: Self.idea, style: .rustic, personaName: " \n ").personaLine == nil)
    }

    @Test func svgEscapesMarkupAndNamesItsSize() throws {
        let svg = ShareCardSVG().document(for: ShareCard(idea: Self.idea, style: .homeCook))
        #expect(svg.contains("Cheddar &amp; tomato &lt;wrap&gt;"))
        #expect(!svg.contains("<wrap>"))
        #expect(svg.contains("width=\"1080\" height=\"1350\""))
        #expect(svg.contains("DejaVu Sans"))
        let reader = try #require(CardSVGReader.read(svg))
        #expect(reader.texts.contains("Cheddar & tomato") && reader.texts.contains("<wrap>"))
        #expect(reader.texts.contains("+ 1 more step"))
    }

    @Test func eachStyleLooksDifferent() {
        let documents = ShareCardStyle.allCases.map { ShareCardSVG().document(for: ShareCard(idea: Self.idea, style: $0)) }
        #expect(Set(documents).count == ShareCardStyle.allCases.count)
        let themes = ShareCardStyle.allCases.map(ShareCardTheme.theme(for:))
        #expect(Set(themes.map(\.background)).count == 4)
        #expect(Set(themes.map(\.ingredientLayout)).count == 3)
        #expect(Set(themes.map(\.titleFont)).count == 2)
    }

    @Test(arguments: ShareCardStyle.allCases)
    func everyTextColourIsReadable(style: ShareCardStyle) throws {
        let theme = ShareCardTheme.theme(for: style)
        #expect(try #require(CardColor.contrast(theme.text, theme.background)) >= 4.5)
        #expect(try #require(CardColor.contrast(theme.accent, theme.background)) >= 4.5)
        // Tags (foodie fun) and the home cook kicker's band are drawn on the surface colour.
        #expect(try #require(CardColor.contrast(theme.surfaceText, theme.surface)) >= 4.5)
    }

    @Test func contrastMatchesWCAG() {
        #expect(CardColor.contrast("#000000", "#FFFFFF").map { ($0 * 10).rounded() / 10 } == 21)
        #expect(CardColor.contrast("#777777", "#777777") == 1)
        #expect(CardColor.contrast("red", "#FFFFFF") == nil)
    }

    @Test func longNamesWrapToThreeLinesAndEndInAnEllipsis() {
        let long = Array(repeating: "Wonderful", count: 40).joined(separator: " ")
        let card = ShareCard(title: long, ingredients: [String(repeating: "m", count: 200)], steps: [long], style: .chefMode)
        let lines = ShareCardLayout(card: card).elements().compactMap { element -> CardElement.Line? in
            if case .line(let line) = element { return line }
            return nil
        }
        let title = lines.filter { $0.fontSize == 64 }
        #expect(title.count == 3)
        #expect(title.last?.text.hasSuffix("…") == true)
        #expect(lines.contains { $0.text.hasPrefix("mmm") && $0.text.hasSuffix("…") })
    }

    @Test func emptyIdeaStillMakesACard() throws {
        let card = ShareCard(title: "\u{0}\u{202E}", ingredients: [], steps: [], style: .foodieFun)
        let reader = try #require(CardSVGReader.read(ShareCardSVG().document(for: card)))
        #expect(reader.texts.contains("Lunch box idea"))
    }

    @Test func stylesParseFromTheirNames() throws {
        #expect(try ShareCardStyle.parse("chef-mode") == .chefMode)
        #expect(try ShareCardStyle.parse(" Foodie fun ") == .foodieFun)
        #expect(try ShareCardStyle.parse("home_cook") == .homeCook)
        #expect(throws: ShareCardError.unknownStyle("fancy")) { try ShareCardStyle.parse("fancy") }
        #expect(UserFacingError(ShareCardError.unknownStyle("fancy")).message.contains("home-cook, chef-mode, foodie-fun, rustic"))
        #expect(UserFacingError(ShareCardError.unknownStyle("fancy")).kind == .input)
        #expect(try ShareCardFormat.parse("PNG") == .png)
        #expect(throws: ShareCardError.unknownFormat("gif")) { try ShareCardFormat.parse("gif") }
    }

    @Test func fileNamesAreSafeASCII() {
        #expect(ShareCard(idea: Self.idea, style: .rustic).fileName(format: .png) == "lunchbox-cheddar-tomato-wrap-rustic.png")
        #expect(ShareCard(title: "寿司 \"../../etc\"", ingredients: [], steps: [], style: .chefMode).fileName(format: .svg) == "lunchbox-etc-chef-mode.svg")
        #expect(ShareCard(title: "寿司", ingredients: [], steps: [], style: .homeCook).fileName(format: .png) == "lunchbox-idea-home-cook.png")
        let long = ShareCard(title: String(repeating: "abc ", count: 50), ingredients: [], steps: [], style: .homeCook).fileName(format: .png)
        #expect(long.count <= "lunchbox--home-cook.png".count + 41)
        #expect(long.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
    }
}
