import Foundation

/// A language LunchBox speaks, by its ISO 639-1 code. Every word the product says has a
/// catalog entry in each (`Wording`); English is the source, and the fallback for a
/// person whose languages LunchBox does not speak.
public enum Language: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case swedish = "sv"

    /// The language's own name for itself, as a chooser lists it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .french: "Français"
        case .spanish: "Español"
        case .swedish: "Svenska"
        }
    }

    /// The language of a tag such as "de", "de-AT", "sv_SE.UTF-8" or "FR"; nil for one
    /// LunchBox does not speak (and for "C", "POSIX" or "*").
    public init?(tag: String) {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." || $0 == "@" }).first ?? ""
        self.init(rawValue: primary.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The best language for a browser's `Accept-Language` ("de-CH, de;q=0.9, en;q=0.5"):
    /// the first LunchBox speaks, by the weights the browser gives; nil when none is.
    public static func preferred(acceptLanguage header: String) -> Language? {
        let ranges = header.split(separator: ",").enumerated().compactMap { position, part -> (Language, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, let language = Language(tag: tag) else { return nil }
            let weight = fields.dropFirst().lazy.compactMap(Self.weight(_:)).first ?? 1
            return weight > 0 ? (language, weight, position) : nil
        }
        // A stable choice: by weight, then by the order the browser wrote them.
        return ranges.min { ($0.1, -$0.2) > ($1.1, -$1.2) }?.0
    }

    /// The language of a POSIX locale environment: `LC_ALL`, else `LC_MESSAGES`, else
    /// `LANG`, the first one set deciding (as `setlocale` reads them); nil for one
    /// LunchBox does not speak.
    public static func preferred(environment: [String: String]) -> Language? {
        localeSetting(environment).flatMap(Language.init(tag:))
    }

    /// The POSIX locale that names messages' language: `LC_ALL`, else `LC_MESSAGES`, else `LANG`.
    static func localeSetting(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// The first language LunchBox speaks in a person's ordered list of language tags
    /// (an iPhone's preferred languages, "sv-SE" first); nil when it speaks none of them.
    public static func preferred(among tags: [String]) -> Language? {
        tags.lazy.compactMap(Language.init(tag:)).first
    }

    /// The weight of an `Accept-Language` range ("q=0.8"); nil for another parameter.
    static func weight(_ parameter: String) -> Double? {
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "q", let value = Double(pair[1]), (0...1).contains(value) else { return nil }
        return value
    }
}
