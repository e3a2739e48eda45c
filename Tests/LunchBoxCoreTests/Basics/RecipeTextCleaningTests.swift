import Foundation
import PropertyBased
import Testing

@testable import LunchBoxCore

/// Issue 39, item 2: cleaning an imported recipe's text is one pass, whatever its markup.
@Suite("Recipe text cleaning")
struct RecipeTextCleaningTests {
    /// Hostile pieces: unclosed tags, stray brackets, entities, controls.
    private static let text = Gen.element(of: ["<a", "<", ">", "</b>", "<p>", " ", "x", "é", "&amp;", "<!--", "\u{202E}", "\n", "<<", "a>b"])
        .compactMap { $0 }.array(of: 0...60).map { $0.joined() }

    /// The first cleaner: search for the closing ">" from every "<" (quadratic on "<a"
    /// repeated), kept here as the meaning the one-pass cleaner must keep.
    private static func reference(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            let after = rest.index(after: open)
            let opensTag = after < rest.endIndex && (rest[after].isLetter || rest[after] == "/" || rest[after] == "!")
            if opensTag, let close = rest[after...].firstIndex(of: ">") {
                result += " "
                rest = rest[rest.index(after: close)...]
            } else {
                result += "<"
                rest = rest[after...]
            }
        }
        return result + rest
    }

    // For any text built from hostile pieces, the one-pass cleaner looks at each character
    // once and takes out what the first cleaner took out.
    @Test func oneLookAtEachCharacterAndTheSameText() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            var steps = 0
            #expect(RecipeImport.withoutTags(text, steps: &steps) == Self.reference(text))
            #expect(steps == text.count)
        }
    }

    @Test func aLongUnclosedNameCostsItsLength() {
        let hostile = String(repeating: "<a", count: 64_000)
        var steps = 0
        #expect(RecipeImport.withoutTags(hostile, steps: &steps) == hostile)
        #expect(steps == hostile.count)
        #expect(RecipeImport.clean("<b>Tuna</b> &amp; <i>rice</i> < 3 mins") == "Tuna & rice < 3 mins")
    }
}
