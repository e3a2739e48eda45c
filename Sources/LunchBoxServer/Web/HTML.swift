import LunchBoxCore

/// Markup for a page, written as an HTML-shaped string literal that the compiler checks.
///
/// What a literal says is markup; what it interpolates is text, and text is escaped
/// (`HTMLEscaping`), so a name a person typed or an idea an AI wrote always shows as
/// text, in an element or in a quoted attribute. Other `HTML` values nest as markup.
/// There is no way to make markup from a runtime string: literals are `StaticString`s.
///
/// Only the types below can be interpolated. A field renamed or removed in a page's
/// value fails the build, and an optional must be unwrapped on purpose, so a page never
/// shows "Optional(…)" or a silent blank.
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// UTF-8.
    private(set) var bytes: [UInt8]

    static let empty: HTML = ""

    /// A literal without interpolations: markup, as written in the source.
    init(stringLiteral literal: StaticString) {
        bytes = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Builds an `HTML` from a literal: its text as markup, its interpolations as below.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// Text, escaped.
        mutating func appendInterpolation(_ text: String) {
            HTMLEscaping.escape(text, into: &bytes)
        }

        mutating func appendInterpolation(_ number: Int) {
            bytes.append(contentsOf: String(number).utf8)
        }

        /// Markup, as it is.
        mutating func appendInterpolation(_ html: HTML) {
            bytes.append(contentsOf: html.bytes)
        }

        /// Markup, or nothing for nil: `\(html: note.map { "<p>\($0)</p>" })`.
        mutating func appendInterpolation(html: HTML?) {
            if let html { bytes.append(contentsOf: html.bytes) }
        }

        /// Each element's markup, one after another.
        mutating func appendInterpolation(_ list: [HTML]) {
            for html in list { bytes.append(contentsOf: html.bytes) }
        }

        /// `html` when `condition` holds: `<option\(if: selected, " selected")>`.
        mutating func appendInterpolation(if condition: Bool, _ html: HTML) {
            if condition { bytes.append(contentsOf: html.bytes) }
        }

        /// One markup or the other.
        mutating func appendInterpolation(if condition: Bool, _ html: HTML, else other: HTML) {
            bytes.append(contentsOf: condition ? html.bytes : other.bytes)
        }
    }
}

extension HTML {
    /// The hidden field every form posts its CSRF token in.
    static func csrfField(_ token: String) -> HTML {
        #"<input type="hidden" name="csrf" value="\#(token)">"#
    }

    /// ` aria-current="page"` when `condition` holds: the tab or link of the page shown.
    static func currentPage(_ condition: Bool) -> HTML {
        condition ? #" aria-current="page""# : .empty
    }
}

extension HTML {
    /// A JSON-LD data block. The one way runtime text becomes markup: the JSON is made
    /// HTML-safe first (`RecipeJSONLD.htmlSafe`: every `<`, `>` and `&` escaped), so no
    /// text in it can end the element or open a comment.
    static func jsonLD(_ json: String) -> HTML {
        var html: HTML = #"<script type="application/ld+json">"#
        html.bytes += Array(RecipeJSONLD.htmlSafe(json).utf8)
        html.bytes += Array("</script>".utf8)
        return html
    }
}

extension HTML {
    /// A catalog phrase with one `%@` shown in bold: "Ideas are **vegetarian**." Both the
    /// phrase and the emphasis are escaped as any interpolated text is; a phrase without
    /// `%@` is shown whole.
    static func emphasizing(_ emphasis: String, in phrase: String) -> HTML {
        guard let slot = phrase.range(of: "%@") else { return "\(phrase)" }
        let before = String(phrase[..<slot.lowerBound])
        let after = String(phrase[slot.upperBound...])
        return "\(before)<strong>\(emphasis)</strong>\(after)"
    }
}
