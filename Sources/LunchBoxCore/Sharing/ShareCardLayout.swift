/// Places a share card's text and decorations for its style, top to bottom, inside the
/// margins: titles wrap to three lines, every other line is cut with an ellipsis, and
/// steps take only the height left above the footer.
public struct ShareCardLayout: Sendable {
    /// Text stays this far from the card's left and right edges.
    public static let margin = 96.0
    /// Body text ends above this line; the footer (with the persona line, when there is
    /// one) sits below it.
    var footerTop: Double { Double(ShareCard.height) - (card.personaLine == nil ? 130 : 190) - (card.nutritionLine == nil ? 0 : 50) }

    let card: ShareCard
    let theme: ShareCardTheme

    public init(card: ShareCard) {
        self.card = card
        self.theme = ShareCardTheme.theme(for: card.style)
    }

    /// The usable text width.
    public static var contentWidth: Double { Double(ShareCard.width) - 2 * margin }

    public func elements() -> [CardElement] {
        var elements = decorations()
        var y = 150.0
        elements.append(line(theme.kicker, y: y, size: 28, weight: "bold", fill: card.style == .homeCook ? theme.surfaceText : theme.accent))
        y += 110
        let title = CardText.wrap(CardText.clean(card.title), fontSize: 64, maxWidth: Self.contentWidth, maxLines: 3)
        for text in title.isEmpty ? ["Lunch box idea"] : title {
            elements.append(line(text, y: y, size: 64, font: theme.titleFont, weight: theme.titleWeight, fill: theme.text))
            y += 78
        }
        y += 10
        elements.append(contentsOf: rule(y: y - 40))
        elements.append(heading(theme.ingredientsHeading, y: y + 30))
        y += 90
        y = ingredients(from: y, into: &elements)
        elements.append(heading(theme.stepsHeading, y: y + 30))
        y += 90
        steps(from: y, into: &elements)
        footer(into: &elements)
        return elements
    }

    func line(_ text: String, y: Double, size: Double, font: String? = nil, weight: String = "normal", fill: String? = nil, x: Double? = nil, italic: Bool = false) -> CardElement {
        let centred = theme.centred && x == nil
        return .line(
            CardElement.Line(
                text: text, x: x ?? (centred ? Double(ShareCard.width) / 2 : Self.margin), baseline: y, fontSize: size, font: font ?? theme.bodyFont, weight: weight,
                fill: fill ?? theme.text, centred: centred, italic: italic))
    }

    private func heading(_ text: String, y: Double) -> CardElement {
        line(text, y: y, size: 34, font: theme.titleFont, weight: "bold", fill: theme.accent, italic: card.style == .rustic)
    }

    /// Up to `ShareCard.maxSteps` steps, two lines each while there is room, then how many more.
    private func steps(from top: Double, into elements: inout [CardElement]) {
        let size = 34.0, lineHeight = 46.0
        let markerWidth = theme.centred ? 0 : 64.0
        let all = card.steps.map { CardText.clean($0) }.filter { !$0.isEmpty }
        var y = top
        var shown = 0
        for (index, step) in all.prefix(ShareCard.maxSteps).enumerated() {
            let marker = theme.stepMarker(index + 1)
            let width = Self.contentWidth - markerWidth
            let text = theme.centred ? marker + " " + step : step
            let room = Int((footerTop - y) / lineHeight) - (index + 1 < all.count ? 1 : 0)
            let lines = CardText.wrap(text, fontSize: size, maxWidth: width, maxLines: min(2, room))
            guard !lines.isEmpty else { break }
            if !theme.centred {
                elements.append(line(marker, y: y, size: size, weight: "bold", fill: theme.accent, x: Self.margin))
            }
            for text in lines {
                elements.append(line(text, y: y, size: size, x: theme.centred ? nil : Self.margin + markerWidth))
                y += lineHeight
            }
            y += 8
            shown += 1
        }
        if all.count > shown, y <= footerTop {
            let rest = all.count - shown
            elements.append(line("+ \(rest) more step\(rest == 1 ? "" : "s")", y: y, size: 30, fill: theme.accent, italic: true))
        }
    }

    private func footer(into elements: inout [CardElement]) {
        let bottom = Double(ShareCard.height)
        let nutritionRoom = card.nutritionLine == nil ? 0.0 : 50
        if let persona = card.personaLine {
            elements.append(line(CardText.truncate(persona, fontSize: 34, maxWidth: Self.contentWidth), y: bottom - 130 - nutritionRoom, size: 34, weight: "bold", fill: theme.accent))
        }
        if let nutrition = card.nutritionLine {
            elements.append(line(CardText.truncate(CardText.clean(nutrition, maxCharacters: 90), fontSize: 26, maxWidth: Self.contentWidth), y: bottom - 124, size: 26, fill: theme.text))
        }
        elements.append(line("Made with LunchBox", y: bottom - 78, size: 28, fill: theme.text, italic: card.style == .rustic))
    }
}
