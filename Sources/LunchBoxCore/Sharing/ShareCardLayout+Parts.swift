/// The parts of a card that differ most between styles: decorations and ingredients.
extension ShareCardLayout {
    func decorations() -> [CardElement] {
        let width = Double(ShareCard.width), height = Double(ShareCard.height)
        var parts: [CardElement] = [.box(.init(x: 0, y: 0, width: width, height: height, fill: theme.background))]
        switch card.style {
        case .homeCook:
            parts.append(.box(.init(x: 0, y: 0, width: width, height: 175, fill: theme.surface)))
            parts.append(.box(.init(x: 0, y: 175, width: width, height: 8, fill: theme.accent)))
        case .chefMode:
            parts.append(.box(.init(x: 40, y: 40, width: width - 80, height: height - 80, fill: nil, stroke: theme.accent, strokeWidth: 3)))
            parts.append(.box(.init(x: 54, y: 54, width: width - 108, height: height - 108, fill: nil, stroke: theme.accent, strokeWidth: 1, opacity: 0.6)))
        case .foodieFun:
            parts.append(.dot(.init(x: width - 40, y: 40, radius: 230, fill: theme.accent, opacity: 0.08)))
            parts.append(.dot(.init(x: 30, y: height - 20, radius: 260, fill: theme.surface, opacity: 0.07)))
            parts.append(.box(.init(x: Self.margin, y: 176, width: 140, height: 12, corner: 6, fill: theme.accent)))
        case .rustic:
            parts.append(.box(.init(x: 36, y: 36, width: width - 72, height: height - 72, corner: 18, fill: nil, stroke: theme.accent, strokeWidth: 3, dash: "16 10")))
        }
        return parts
    }

    /// A short line under the title, in the styles that have one.
    func rule(y: Double) -> [CardElement] {
        switch card.style {
        case .chefMode: [.box(.init(x: Double(ShareCard.width) / 2 - 80, y: y, width: 160, height: 2, fill: theme.accent))]
        case .rustic: [.box(.init(x: Self.margin, y: y, width: Self.contentWidth, height: 2, fill: theme.accent, opacity: 0.7))]
        case .homeCook, .foodieFun: []
        }
    }

    /// Draws the ingredients from `top`; returns where the next section starts.
    func ingredients(from top: Double, into elements: inout [CardElement]) -> Double {
        let names = card.ingredients.map { CardText.clean($0, maxCharacters: 120) }.filter { !$0.isEmpty }
        let shown = Array(names.prefix(ShareCard.maxIngredients))
        let rest = names.count - shown.count
        let more = rest > 0 ? "+ \(rest) more" : nil
        switch theme.ingredientLayout {
        case .bullets: return bullets(shown, more: more, from: top, into: &elements)
        case .tags: return tags(shown, more: more, from: top, into: &elements)
        case .twoColumns: return columns(shown, more: more, from: top, into: &elements)
        }
    }

    private func bullets(_ names: [String], more: String?, from top: Double, into elements: inout [CardElement]) -> Double {
        var y = top
        let size = 36.0, indent = theme.centred ? 0 : 44.0
        for name in names + (more.map { [$0] } ?? []) {
            if !theme.centred {
                elements.append(line("•", y: y, size: size, weight: "bold", fill: theme.accent, x: Self.margin))
            }
            let text = CardText.truncate(name, fontSize: size, maxWidth: Self.contentWidth - indent)
            elements.append(line(text, y: y, size: size, x: theme.centred ? nil : Self.margin + indent))
            y += 50
        }
        return y + 10
    }

    private func columns(_ names: [String], more: String?, from top: Double, into elements: inout [CardElement]) -> Double {
        let size = 34.0, gap = 40.0, indent = 36.0
        let columnWidth = (Self.contentWidth - gap) / 2
        let items = names + (more.map { [$0] } ?? [])
        let rows = (items.count + 1) / 2
        for (index, name) in items.enumerated() {
            let x = Self.margin + Double(index / rows) * (columnWidth + gap)
            let y = top + Double(index % rows) * 50
            elements.append(line("–", y: y, size: size, weight: "bold", fill: theme.accent, x: x))
            elements.append(line(CardText.truncate(name, fontSize: size, maxWidth: columnWidth - indent), y: y, size: size, x: x + indent))
        }
        return top + Double(rows) * 50 + 10
    }

    /// Round tags that flow onto at most three rows.
    private func tags(_ names: [String], more: String?, from top: Double, into elements: inout [CardElement]) -> Double {
        let size = 32.0, padding = 26.0, height = 62.0, gap = 16.0
        var x = Self.margin, rowTop = top - 44, rows = 1
        for name in names + (more.map { [$0] } ?? []) {
            let text = CardText.truncate(name, fontSize: size, maxWidth: Self.contentWidth - 2 * padding)
            let width = CardText.width(text, fontSize: size) + 2 * padding
            if x + width > Self.margin + Self.contentWidth {
                guard rows < 3 else { break }
                rows += 1
                x = Self.margin
                rowTop += height + gap
            }
            elements.append(.box(.init(x: x, y: rowTop, width: width, height: height, corner: height / 2, fill: theme.surface)))
            elements.append(line(text, y: rowTop + 43, size: size, weight: "bold", fill: theme.surfaceText, x: x + padding))
            x += width + gap
        }
        return rowTop + height + 54
    }
}
