import Foundation

/// Writes a share card as a standalone SVG document: only shapes and text, no scripts,
/// links or external references, every piece of text XML-escaped, and the text clipped
/// to the card so even a wrong width estimate cannot spill past the edge.
public struct ShareCardSVG: Sendable {
    public init() {}

    public func document(for card: ShareCard) -> String {
        let width = ShareCard.width, height = ShareCard.height
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(Self.escape(CardText.clean(card.title, maxCharacters: 200)))">
            <title>\(Self.escape(CardText.clean(card.title, maxCharacters: 200)))</title>
            <defs><clipPath id="card"><rect x="0" y="0" width="\(width)" height="\(height)"/></clipPath></defs>

            """
        var texts = ""
        for element in ShareCardLayout(card: card).elements() {
            switch element {
            case .line(let line): texts += Self.text(line)
            case .box(let box): svg += Self.rect(box)
            case .dot(let dot): svg += "<circle cx=\"\(n(dot.x))\" cy=\"\(n(dot.y))\" r=\"\(n(dot.radius))\" fill=\"\(dot.fill)\" fill-opacity=\"\(n(dot.opacity))\"/>\n"
            }
        }
        svg += "<g clip-path=\"url(#card)\">\n" + texts + "</g>\n</svg>\n"
        return svg
    }

    /// Text made safe inside an XML element or a double- or single-quoted attribute.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func text(_ line: CardElement.Line) -> String {
        let anchor = line.centred ? " text-anchor=\"middle\"" : ""
        let style = line.italic ? " font-style=\"italic\"" : ""
        return
            "<text x=\"\(n(line.x))\" y=\"\(n(line.baseline))\" font-family=\"\(line.font)\" font-size=\"\(n(line.fontSize))\" font-weight=\"\(line.weight)\"\(style) fill=\"\(line.fill)\"\(anchor)>\(escape(line.text))</text>\n"
    }

    private static func rect(_ box: CardElement.Box) -> String {
        var attributes = "x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
        if box.corner > 0 { attributes += " rx=\"\(n(box.corner))\"" }
        attributes += " fill=\"\(box.fill ?? "none")\""
        if let stroke = box.stroke { attributes += " stroke=\"\(stroke)\" stroke-width=\"\(n(box.strokeWidth))\"" }
        if let dash = box.dash { attributes += " stroke-dasharray=\"\(dash)\"" }
        if box.opacity < 1 { attributes += " opacity=\"\(n(box.opacity))\"" }
        return "<rect \(attributes)/>\n"
    }
}

/// A coordinate as SVG wants it: no exponent, at most two decimals.
private func n(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
}
