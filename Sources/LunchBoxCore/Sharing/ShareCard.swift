import Foundation

/// What a share card shows: an idea's name, its key ingredients, a summary of its steps
/// and, when a chef persona is chosen, who suggested it; in one of four styles. A pure
/// value: `ShareCardSVG` draws it, a `CardRasterizer` turns that into a PNG.
public struct ShareCard: Equatable, Sendable {
    /// Width and height in pixels: 4:5 portrait, the tallest shape feeds show uncropped
    /// and the one a phone screen fills; a recipe's lists need height more than width.
    public static let width = 1080
    public static let height = 1350
    /// How many ingredients and steps a card names at most; the rest are counted.
    public static let maxIngredients = 6
    public static let maxSteps = 3

    public var title: String
    /// Ingredient names without their amounts ("cheddar (40 g)" shows as "cheddar").
    public var ingredients: [String]
    public var steps: [String]
    public var personaName: String?
    public var personaEmoji: String?
    public var style: ShareCardStyle
    /// The estimated nutrition per lunch, one short line; nil shows none.
    public var nutritionLine: String?

    public init(title: String, ingredients: [String], steps: [String], personaName: String? = nil, personaEmoji: String? = nil, style: ShareCardStyle) {
        self.title = title
        self.ingredients = ingredients
        self.steps = steps
        self.personaName = personaName
        self.personaEmoji = personaEmoji
        self.style = style
    }

    /// The card for `idea`; the persona comes as plain values so any face can pass it.
    public init(idea: LunchBoxIdea, style: ShareCardStyle, personaName: String? = nil, personaEmoji: String? = nil) {
        self.init(
            title: idea.name, ingredients: idea.ingredients.map(Self.keyName), steps: idea.preparationSteps, personaName: personaName,
            personaEmoji: personaEmoji, style: style)
    }

    /// "Suggested by 🧑‍🍳 Chef Basil", or nil without a persona.
    public var personaLine: String? {
        let name = personaName.map { CardText.clean($0, maxCharacters: 60) } ?? ""
        guard !name.isEmpty else { return nil }
        let emoji = personaEmoji.map { CardText.clean($0, maxCharacters: 2) } ?? ""
        return "Suggested by " + (emoji.isEmpty ? "" : emoji + " ") + name
    }

    /// A file name safe anywhere (ASCII letters, digits and dashes):
    /// "lunchbox-cheese-wrap-rustic.png".
    public func fileName(format: ShareCardFormat) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if (0x61...0x7A).contains(scalar.value) || (0x30...0x39).contains(scalar.value) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
            if slug.count >= 40 { break }
        }
        while slug.last == "-" { slug.removeLast() }
        return "lunchbox-\(slug.isEmpty ? "idea" : slug)-\(style.rawValue).\(format.fileExtension)"
    }

    /// The name part of an ingredient line: a trailing amount in brackets goes.
    static func keyName(_ ingredient: String) -> String {
        let trimmed = ingredient.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex else { return trimmed }
        return trimmed[..<open].trimmingCharacters(in: .whitespaces)
    }
}
