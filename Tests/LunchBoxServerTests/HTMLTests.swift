import PropertyBased
import Testing

@testable import LunchBoxServer

/// The page markup type: literals are markup, interpolated text is escaped wherever it
/// lands, nested `HTML` is markup.
@Suite("HTML")
struct HTMLTests {
    @Test func interpolatedTextIsEscapedInTextAndInAttributes() async {
        await propertyCheck(count: 200, input: HTMLEscapingTests.text) { text in
            let html: HTML = #"<input value="\#(text)"><p title='\#(text)'>\#(text)</p>"#
            let escaped = HTMLEscaping.escape(text)
            #expect(html.description == #"<input value="\#(escaped)"><p title='\#(escaped)'>\#(escaped)</p>"#)
        }
    }

    @Test func nestedMarkupListsAndConditionsStayMarkup() {
        let items: [HTML] = ["<li>a</li>", "<li>\("b & c")</li>"]
        let note: String? = nil
        let html: HTML = """
            <ul>\(items)</ul>\(html: note.map { "<p>\($0)</p>" })<option\(if: true, " selected")\(if: false, " disabled")>\(3)</option>\(if: false, "<b>", else: "<i>")
            """
        #expect(html.description == #"<ul><li>a</li><li>b &amp; c</li></ul><option selected>3</option><i>"#)
    }

    @Test func theFormFieldCarriesTheTokenEscaped() {
        #expect(HTML.csrfField(#"a"b"#).description == #"<input type="hidden" name="csrf" value="a&quot;b">"#)
    }
}
