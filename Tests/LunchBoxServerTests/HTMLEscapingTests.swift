import PropertyBased
import Testing

@testable import LunchBoxServer

@Suite("HTML escaping")
struct HTMLEscapingTests {
    /// Text rich in the characters that matter, plus accents, emoji and scripts.
    static var text: Generator<String, some SendableSequenceType> {
        Gen.element(of: Array("<>&\"'abc xyz é 寿司 🥪👩‍🍳 ;/=\\\n\t#")).compactMap { $0 }.array(of: 0...60).map { String($0) }
    }

    static let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&amp;": "&"]

    /// Reads the five entities back, the way a browser reads text and quoted attributes.
    static func unescape(_ escaped: String) -> String {
        var text = ""
        var rest = Substring(escaped)
        while let first = rest.first {
            if first == "&", let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                text.append(character)
                rest = rest.dropFirst(entity.count)
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    @Test func escapedTextHasNoMarkupAndReadsBackTheSame() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            let escaped = HTMLEscaping.escape(text)
            #expect(!escaped.contains(where: { "<>\"'".contains($0) }), "no character that ends text or a quoted attribute")
            #expect(Self.unescape(escaped) == text, "a browser reads back exactly what was typed")
        }
    }

    @Test func hostileMarkupBecomesText() {
        #expect(HTMLEscaping.escape(#"<script>alert("x")</script>"#) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
        #expect(HTMLEscaping.escape("Tom's & Jerry's") == "Tom&#39;s &amp; Jerry&#39;s")
        #expect(HTMLEscaping.escape("&amp; stays what was typed") == "&amp;amp; stays what was typed")
        #expect(HTMLEscaping.escape("plain text") == "plain text")
    }
}
