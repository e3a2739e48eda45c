import Mustache
import PropertyBased
import Testing

@testable import LunchBoxServer

@Suite("HTML escaping")
struct HTMLEscapingTests {
    static let library = try! MustacheTemplate(string: "{{value}}")

    /// Text rich in the characters that matter, plus accents, emoji and scripts.
    static var text: Generator<String, some SendableSequenceType> {
        Gen.element(of: Array("<>&\"'abc xyz é 寿司 🥪👩‍🍳 ;/=\\\n\t")).compactMap { $0 }.array(of: 0...60).map { String($0) }
    }

    @Test func escapesExactlyAsTheLibraryDoes() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            #expect(HTMLEscaping.escape(text) == Self.library.render(["value": text]))
        }
    }

    @Test func hostileMarkupBecomesText() {
        #expect(HTMLEscaping.escape(#"<script>alert("x")</script>"#) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
        #expect(HTMLEscaping.escape("Tom's & Jerry's") == "Tom&#39;s &amp; Jerry&#39;s")
        #expect(HTMLEscaping.escape("plain text") == "plain text")
    }
}
