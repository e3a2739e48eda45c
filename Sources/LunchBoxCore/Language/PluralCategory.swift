/// The form a counted phrase takes, as the Unicode CLDR plural rules name them: a catalog
/// holds a phrase once for each category its language uses ("ideas.one", "ideas.other").
public enum PluralCategory: String, CaseIterable, Sendable {
    case one, many, other

    /// The category of a whole number `count` in `language` (CLDR 46's cardinal rules for
    /// the languages LunchBox speaks; the product counts in whole numbers only).
    public init(_ count: Int, in language: Language) {
        let magnitude = count.magnitude
        switch language {
        case .english, .german, .swedish:
            self = magnitude == 1 ? .one : .other
        case .spanish:
            self = magnitude == 1 ? .one : Self.isMillions(magnitude) ? .many : .other
        case .french:
            self = magnitude <= 1 ? .one : Self.isMillions(magnitude) ? .many : .other
        }
    }

    /// The categories a catalog must hold for `language`.
    public static func used(by language: Language) -> [PluralCategory] {
        switch language {
        case .english, .german, .swedish: [.one, .other]
        case .spanish, .french: [.one, .many, .other]
        }
    }

    /// French and Spanish say "de" after an exact number of millions ("1 000 000 d'idées").
    private static func isMillions(_ magnitude: UInt) -> Bool {
        magnitude != 0 && magnitude % 1_000_000 == 0
    }
}
