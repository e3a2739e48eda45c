import Foundation
import LunchBoxCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a share card's SVG back with Foundation's XML parser: whether it is well-formed,
/// and the text of each `<text>` element as a reader gets it.
final class CardSVGReader: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private(set) var elementNames: Set<String> = []
    private var current: String?

    /// Nil when the document is not well-formed XML.
    static func read(_ svg: String) -> CardSVGReader? {
        let reader = CardSVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elementNames.insert(name)
        if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let current {
            texts.append(current)
            self.current = nil
        }
    }
}
