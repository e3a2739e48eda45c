/// A style's palette, type and layout choices. Every text colour reaches at least
/// 4.5:1 against the background it is drawn on (checked by the tests).
public struct ShareCardTheme: Equatable, Sendable {
    /// How the ingredients are set out.
    public enum IngredientLayout: Equatable, Sendable {
        case bullets
        case tags
        case twoColumns
    }

    public var background: String
    /// A second background colour for decorations (bands, blobs, tags).
    public var surface: String
    public var text: String
    /// Headings and markers; also readable against `background`.
    public var accent: String
    /// Text drawn on `surface` (tags).
    public var surfaceText: String
    /// Font stacks: DejaVu ships with Debian (fonts-dejavu-core); the generic family is
    /// the fallback elsewhere.
    public var titleFont: String
    public var bodyFont: String
    public var titleWeight: String
    public var centred: Bool
    public var ingredientLayout: IngredientLayout
    /// The small line above the title and the two section headings.
    public var kicker: String
    public var ingredientsHeading: String
    public var stepsHeading: String
    /// Roman step numbers (I., II., III.) instead of 1., 2., 3.
    public var romanSteps: Bool

    /// "2." or "II.".
    public func stepMarker(_ number: Int) -> String {
        guard romanSteps else { return "\(number)." }
        let numerals = ["I", "II", "III", "IV", "V"]
        return (numerals.indices.contains(number - 1) ? numerals[number - 1] : "\(number)") + "."
    }

    static let sans = "DejaVu Sans, Verdana, Arial, sans-serif"
    static let serif = "DejaVu Serif, Georgia, Times New Roman, serif"

    public static func theme(for style: ShareCardStyle) -> ShareCardTheme {
        switch style {
        case .homeCook:
            ShareCardTheme(
                background: "#FFF8EE", surface: "#F6E3CC", text: "#3B2A1A", accent: "#A4380B", surfaceText: "#3B2A1A",
                titleFont: sans, bodyFont: sans, titleWeight: "bold", centred: false,
                ingredientLayout: .bullets, kicker: "LUNCH BOX IDEA", ingredientsHeading: "Key ingredients", stepsHeading: "How it's made", romanSteps: false)
        case .chefMode:
            ShareCardTheme(
                background: "#14161C", surface: "#262A33", text: "#F4F1EA", accent: "#E9B949", surfaceText: "#F4F1EA",
                titleFont: serif, bodyFont: serif, titleWeight: "normal", centred: true,
                ingredientLayout: .bullets, kicker: "CHEF'S SELECTION", ingredientsHeading: "INGREDIENTS", stepsHeading: "METHOD", romanSteps: true)
        case .foodieFun:
            ShareCardTheme(
                background: "#FFF0F6", surface: "#6D28D9", text: "#3B0A45", accent: "#B0125B", surfaceText: "#FFFFFF",
                titleFont: sans, bodyFont: sans, titleWeight: "bold", centred: false,
                ingredientLayout: .tags, kicker: "YUM! A LUNCH BOX IDEA", ingredientsHeading: "What's inside", stepsHeading: "Let's make it", romanSteps: false)
        case .rustic:
            ShareCardTheme(
                background: "#EFE2CC", surface: "#DCC7A6", text: "#33261A", accent: "#2F5233", surfaceText: "#33261A",
                titleFont: serif, bodyFont: serif, titleWeight: "bold", centred: false,
                ingredientLayout: .twoColumns, kicker: "FROM THE KITCHEN", ingredientsHeading: "You'll need", stepsHeading: "Method", romanSteps: false)
        }
    }
}
