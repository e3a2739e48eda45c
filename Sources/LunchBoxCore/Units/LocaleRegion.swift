import Foundation

/// The region part of a reader's locale ("US" in "en-US" or "en_US.UTF-8"), which decides
/// what `Language` alone cannot: the units a household measures in (`UnitSystem`) and the
/// day its weeks begin on (`Weekday.firstDay(language:region:)`).
public enum LocaleRegion {
    /// The region of a tag such as "en-US", "de_AT.UTF-8", "sv-SE" or "zh-Hant-TW"; nil when
    /// it names none ("de", "C", "POSIX", "*").
    public static func of(tag: String) -> String? {
        let bare = tag.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = bare.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
        // A region is two letters or three digits; a script ("Hant") is four letters.
        let region = parts.first { part in
            (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isLetter }) || (part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber })
        }
        return region.map { $0.uppercased() }
    }

    /// The region of the browser's most wanted range in `language` (from "en-US,en;q=0.9"
    /// and English, "US"); nil when its ranges in that language name none.
    public static func preferred(acceptLanguage header: String, for language: Language) -> String? {
        let ranges = header.split(separator: ",").enumerated().compactMap { position, part -> (String, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, Language(tag: tag) == language, let region = of(tag: tag) else { return nil }
            let weight = fields.dropFirst().lazy.compactMap(Language.weight(_:)).first ?? 1
            return weight > 0 ? (region, weight, position) : nil
        }
        return ranges.min { ($0.1, -$0.2) > ($1.1, -$1.2) }?.0
    }

    /// The region of a POSIX locale environment, read as `Language.preferred(environment:)`
    /// reads the language (`LC_ALL`, else `LC_MESSAGES`, else `LANG`).
    public static func preferred(environment: [String: String]) -> String? {
        Language.localeSetting(environment).flatMap(of(tag:))
    }
}
