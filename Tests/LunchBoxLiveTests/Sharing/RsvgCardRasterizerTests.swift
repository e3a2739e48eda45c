import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxLive

/// The share card rasterizer with the real `rsvg-convert` (scripts/setup installs it).
@Suite("rsvg-convert card rasterizer")
struct RsvgCardRasterizerTests {
    static let idea = LunchBoxIdea(
        name: "Crunchy <rainbow> & \"hummus\" wrap with a very long name that wraps onto more lines than fit 寿司 🥪",
        ingredients: ["tortilla wrap", "hummus (3 tbsp)", "carrot", "cucumber", "red pepper", "spinach", "feta", "mint"],
        preparationSteps: ["Spread the hummus over the wrap.", "Lay the vegetables in a line.", "Roll tightly and slice.", "Pack with a napkin."])

    func rasterizer() throws -> RsvgCardRasterizer {
        try #require(RsvgCardRasterizer.locate(environment: ProcessInfo.processInfo.environment) as? RsvgCardRasterizer, "rsvg-convert is not installed")
    }

    @Test(arguments: ShareCardStyle.allCases)
    func drawsAPNGOfTheCardsSize(style: ShareCardStyle) async throws {
        let svg = ShareCardSVG().document(for: ShareCard(idea: Self.idea, style: style, personaName: "Chef Basil", personaEmoji: "🌿"))
        let png = try await rasterizer().png(fromSVG: svg, width: ShareCard.width, height: ShareCard.height)
        let header = try #require(PNGHeader(png))
        #expect(header.width == ShareCard.width)
        #expect(header.height == ShareCard.height)
        #expect(png.count > 20_000, "a card with text is more than a blank image")
    }

    /// The widest text the fonts can draw, in every place a card puts text.
    static let wide = ShareCard(
        title: String(repeating: "W", count: 80), ingredients: [String(repeating: "M", count: 60), String(repeating: "m", count: 90), "WWW WWW WWW WWW WWW WWW WWW"],
        steps: [String(repeating: "W@% ", count: 40), String(repeating: "mw", count: 60)], personaName: String(repeating: "W", count: 50), personaEmoji: "🥪",
        style: .homeCook)

    @Test(arguments: ShareCardStyle.allCases)
    func drawnTextLeavesTheSideMarginsEmpty(style: ShareCardStyle) async throws {
        // Given only the text of a card of the widest letters (decorations may use the margins)
        var card = Self.wide
        card.style = style
        let textOnly = ShareCardSVG().document(for: card).split(separator: "\n").filter { !$0.hasPrefix("<rect") && !$0.hasPrefix("<circle") }.joined(separator: "\n")
        let png = try await rasterizer().png(fromSVG: textOnly, width: ShareCard.width, height: ShareCard.height)
        // When the margins are cut out of the drawing (inside by a few pixels for anti-aliasing)
        let folder = try TemporaryDirectory()
        let drawn = folder.url.appendingPathComponent("card.png")
        try png.write(to: drawn)
        let vips = try #require(ScanTools.find("vips", environment: ProcessInfo.processInfo.environment))
        let inside = Int(ShareCardLayout.margin) - 4
        for (name, left) in [("left", 0), ("right", ShareCard.width - inside), ("middle", ShareCard.width / 2 - 100)] {
            let strip = folder.url.appendingPathComponent("\(name).png")
            let alpha = folder.url.appendingPathComponent("\(name).v")
            _ = try await CommandRunner().run(vips, ["extract_area", drawn.path, strip.path, String(left), "0", String(inside), String(ShareCard.height)], in: folder.url, timeout: 20)
            _ = try await CommandRunner().run(vips, ["extract_band", strip.path, alpha.path, "3"], in: folder.url, timeout: 20)
            let maximum = try await CommandRunner().run(vips, ["max", alpha.path], in: folder.url, timeout: 20)
            let ink = Double(String(decoding: maximum.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            // Then nothing is drawn in either margin, and the middle (the check's control) has text
            if name == "middle" {
                #expect(ink == 255, "the control strip should hold text")
            } else {
                #expect(ink == 0, "\(style) draws text in the \(name) margin")
            }
        }
    }

    @Test func aBrokenDocumentIsARenderFailure() async throws {
        let rasterizer = try rasterizer()
        let error = await #expect(throws: ShareCardError.self) { try await rasterizer.png(fromSVG: "<svg", width: 10, height: 10) }
        guard case .renderFailed(let detail) = error else {
            Issue.record("expected a render failure, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("rsvg-convert exited"))
    }
}

/// The width and height from a PNG's IHDR chunk, after checking the signature.
struct PNGHeader {
    let width: Int
    let height: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = integer(16)
        height = integer(20)
    }
}
