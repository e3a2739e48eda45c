import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Idea stream scanner")
struct IdeaStreamScannerTests {
    static func reply(_ ideas: [LunchBoxIdea], extraKey: Bool) -> String {
        var object: [String: Any] = ["ideas": ideas.map { ["name": $0.name, "ingredients": $0.ingredients, "steps": $0.preparationSteps] }]
        // A key after the list, with braces and brackets inside its text, must not confuse it.
        if extraKey { object["note"] = "not an idea: {\"name\": \"x\"} ] [" }
        return String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func content(_ idea: LunchBoxIdea) -> [String] {
        [idea.name] + idea.ingredients + ["|"] + idea.preparationSteps
    }

    // Each idea comes out the moment its object closes, and the ideas found piece by piece
    // are exactly those the whole-reply parser finds, however the reply is cut.
    @Test func findsTheSameIdeasAsTheWholeReplyParserHoweverCut() async {
        let input = zip(Generators.ideas(3...6), Gen.int(in: 1...9).array(of: 1...60), Gen.bool, Gen.bool)
        await propertyCheck(count: 150, input: input) { ideas, cuts, fenced, extraKey in
            let text = (fenced ? "Here you go:\n```json\n" : "") + Self.reply(ideas, extraKey: extraKey) + (fenced ? "\n```" : "")
            let characters = Array(text)
            var scanner = IdeaStreamScanner()
            var found: [LunchBoxIdea] = []
            var start = 0
            for cut in cuts where start < characters.count {
                let end = min(characters.count, start + cut)
                found += scanner.feed(String(characters[start..<end]))
                start = end
            }
            found += scanner.feed(String(characters[start...]))
            let whole = (try? IdeaReplyParser(maximumIdeas: 10).ideas(from: text)) ?? []
            #expect(found.map(Self.content) == whole.map(Self.content))
            #expect(scanner.ideasFound == found.count)
        }
    }

    @Test func anIdeaComesOutWhenItsBraceCloses() {
        let text = Self.reply([LunchBoxIdea(name: "Wrap {deluxe}", ingredients: ["tortilla"], preparationSteps: ["Roll \"tight\"."])], extraKey: false)
        let close = text.range(of: "}]")!.lowerBound
        var scanner = IdeaStreamScanner()
        #expect(scanner.feed(String(text[..<close])).isEmpty, "not before the closing brace")
        let found = scanner.feed(String(text[close...]))
        #expect(found.map(\.name) == ["Wrap {deluxe}"])
        #expect(found.first?.preparationSteps == ["Roll \"tight\"."])
    }

    @Test func aRawLineBreakInsideAStringIsReadAsASpace() throws {
        // Seen from gemma-3-270m through llama.cpp's grammar: JSON forbids it, models write it.
        let text =
            "{\"ideas\":[{\"name\":\"Egg\nbox\",\"ingredients\":[\"eggs\"],\"steps\":[\"Boil\n\tthem.\"]},"
            + "{\"name\":\"B\",\"ingredients\":[\"b\"],\"steps\":[\"c\"]},{\"name\":\"C\",\"ingredients\":[\"c\"],\"steps\":[\"d\"]}]}"
        var scanner = IdeaStreamScanner()
        let found = scanner.feed(text)
        #expect(found.map(\.name) == ["Egg box", "B", "C"])
        #expect(found.first?.preparationSteps == ["Boil them."])
        #expect(try IdeaReplyParser().ideas(from: text).map(\.name) == ["Egg box", "B", "C"])
    }

    @Test func incompleteOrForeignObjectsAreSkipped() {
        var scanner = IdeaStreamScanner()
        let text = #"{"other":[{"name":"a","ingredients":["b"],"steps":["c"]}],"ideas":[{"name":"no steps","ingredients":["x"]},{"name":"ok","ingredients":["x"],"steps":["y"]}]}"#
        #expect(scanner.feed(text).map(\.name) == ["ok"])
    }
}
