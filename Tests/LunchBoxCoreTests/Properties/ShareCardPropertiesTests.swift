import Foundation
import LunchBoxCore
import PropertyBased
import Testing

@Suite("Share card properties")
struct ShareCardPropertiesTests {
    // Feature: snapchef, Property 40: For any idea text (markup, entities, control characters, emoji, other scripts) in any style, the share card's SVG is well-formed XML, and the text a reader gets back is exactly the text laid out.
    @Test func svgIsWellFormedAndKeepsItsText() async {
        await propertyCheck(count: 150, input: ShareCardGenerators.card) { card in
            let svg = ShareCardSVG().document(for: card)
            let reader = CardSVGReader.read(svg)
            #expect(reader != nil, "not well-formed: \(svg.prefix(600))")
            let laidOut = ShareCardLayout(card: card).elements().compactMap { element -> String? in
                if case .line(let line) = element { return line.text }
                return nil
            }
            #expect(reader?.texts == laidOut)
            #expect(reader?.elementNames.isSubset(of: ["svg", "title", "defs", "clipPath", "rect", "circle", "g", "text"]) == true)
        }
    }

    // Feature: snapchef, Property 41: For any idea in any style, every line of text (and every ingredient tag) lies inside the card's margins, by an estimate never narrower than the fonts drawn, and above the card's bottom edge.
    @Test func textStaysInsideTheCard() async {
        await propertyCheck(count: 150, input: ShareCardGenerators.card) { card in
            let margin = ShareCardLayout.margin
            let right = Double(ShareCard.width) - margin
            for element in ShareCardLayout(card: card).elements() {
                switch element {
                case .line(let line):
                    #expect(line.left >= margin - 0.001 && line.right <= right + 0.001, "\(line.text) spans \(line.left)...\(line.right)")
                    #expect(line.baseline >= line.fontSize && line.baseline <= Double(ShareCard.height) - 60, "\(line.text) at \(line.baseline)")
                case .box(let box) where box.fill == ShareCardTheme.theme(for: card.style).surface && box.corner > 0:
                    #expect(box.x >= margin && box.x + box.width <= right + 0.001)
                case .box, .dot: break
                }
            }
        }
    }

    // Feature: snapchef, Property 42: For any text and any line width of at least the widest character, wrapping gives lines no wider than the width, at most the lines asked for, and loses no character unless it ends the last line with an ellipsis.
    @Test func wrappingFitsAndLosesNothingSilently() async {
        let input = zip(ShareCardGenerators.hostileText, Gen.int(in: 1...6), Gen.int(in: 0...600), Gen.element(of: [28.0, 34.0, 64.0]).compactMap { $0 })
        await propertyCheck(count: 200, input: input) { raw, maxLines, extraWidth, fontSize in
            let maxWidth = CardText.maxCharacterEm * fontSize + Double(extraWidth)
            let text = CardText.clean(raw)
            let lines = CardText.wrap(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
            #expect(lines.count <= maxLines)
            #expect(lines.allSatisfy { CardText.width($0, fontSize: fontSize) <= maxWidth })
            let kept = lines.joined().filter { $0 != " " }
            let all = text.filter { $0 != " " }
            if lines.last?.hasSuffix(CardText.ellipsis) == true && !all.hasSuffix(CardText.ellipsis) {
                #expect(all.hasPrefix(kept.dropLast()))
            } else {
                #expect(kept == all)
            }
        }
    }

    /// The case the wrapping property found: a word cut to one line where the kept letters
    /// and the ellipsis fill the width to within rounding (22 m and … at 28 px in 714 px).
    /// The line is the longest that fits as `width` measures it.
    @Test func aLineCutAtTheEdgeStaysWithinIt() throws {
        let maxWidth = CardText.maxCharacterEm * 28 + 490
        let lines = CardText.wrap(String(repeating: "m", count: 90), fontSize: 28, maxWidth: maxWidth, maxLines: 1)
        let line = try #require(lines.first)
        #expect(lines.count == 1 && line.hasSuffix(CardText.ellipsis))
        #expect(CardText.width(line, fontSize: 28) <= maxWidth)
        #expect(CardText.width("m" + line, fontSize: 28) > maxWidth, "one letter more would not fit")
    }

    // Feature: snapchef, Property 43: For any text, the cleaned text has no control characters, bidirectional overrides or XML non-characters, no doubled or outer spaces, and no character wider than CardText.maxCharacterEm.
    @Test func cleanTextIsPrintable() async {
        await propertyCheck(count: 200, input: ShareCardGenerators.hostileText) { raw in
            let text = CardText.clean(raw)
            let forbidden = text.unicodeScalars.filter { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                    || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
            }
            #expect(forbidden.isEmpty)
            #expect(!text.contains("  ") && !text.hasPrefix(" ") && !text.hasSuffix(" "))
            #expect(text.allSatisfy { CardText.width(String($0), fontSize: 1) <= CardText.maxCharacterEm })
        }
    }
}
