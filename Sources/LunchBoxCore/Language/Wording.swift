import Foundation

/// The words the product says, in one language: Foundation's string tables, one catalog a
/// language (`Resources/Localization/<code>.lproj/<table>.strings` in this module's bundle),
/// loaded once (`Catalog`).
///
/// A key names its table before its first dot ("kitchen.title" is in `kitchen.strings`),
/// so each feature keeps its own file. Phrases with arguments are format strings
/// (`%@`, `%lld`, positional `%1$@` where a language reorders them); a counted phrase has
/// one key for each plural category its language uses ("kitchen.items.one",
/// "kitchen.items.other"). A key missing from a language falls back to English, and a
/// test holds every catalog complete. Faces take a `Wording` from `Wordings`, built once.
public struct Wording: Sendable {
    public let language: Language
    /// The locale numbers and dates are written in.
    public let locale: Locale
    /// The reader's region ("US" for "en-US"), when known: with the language it decides
    /// the day weeks begin on (`weekStart`).
    public let region: String?
    /// The units amounts LunchBox works out are written in (`amount(grams:)`).
    public let units: UnitSystem
    private let catalog: Catalog
    private let english: Catalog
    /// Set only by tests: wraps every phrase in ⟦ ⟧, so a page can be checked for words
    /// that did not come from the catalog.
    private let marked: Bool

    init(language: Language, catalog: Catalog, english: Catalog, marked: Bool = false, region: String? = nil, units: UnitSystem = .metric) {
        self.language = language
        self.locale = Locale(identifier: language.rawValue)
        self.catalog = catalog
        self.english = english
        self.marked = marked
        self.region = region
        self.units = units
    }

    /// The same words for a reader in `region`, writing amounts in `units` (the household's
    /// choice), else in the region's own system (`UnitSystem(region:)`).
    public func following(region: String?, units: UnitSystem? = nil) -> Wording {
        Wording(language: language, catalog: catalog, english: english, marked: marked, region: region, units: units ?? UnitSystem(region: region))
    }

    /// The day weeks begin on for this reader: Sunday for "en-US", Monday for "de" or "en-GB".
    public var weekStart: Weekday { Weekday.firstDay(language: language, region: region) }

    /// The phrase for `key`.
    public func callAsFunction(_ key: String) -> String {
        mark(phrase(key))
    }

    /// The phrase for `key` with its arguments filled in.
    public func callAsFunction(_ key: String, _ arguments: any CVarArg...) -> String {
        mark(String(format: phrase(key), locale: locale, arguments: arguments))
    }

    /// The phrase for `count` of something, in the plural form `count` takes in this
    /// language: `key.one`, `key.many` or `key.other`, its first argument the count.
    public func counting(_ key: String, _ count: Int, _ arguments: any CVarArg...) -> String {
        mark(String(format: phrase(pluralKey(key, count)), locale: locale, arguments: [count] + arguments))
    }

    /// `key.one`, `key.many` or `key.other`: the form `count` takes in this language, or
    /// `other` where this catalog does not use that form.
    public func pluralKey(_ key: String, _ count: Int) -> String {
        let form = "\(key).\(PluralCategory(count, in: language).rawValue)"
        return catalog.has(form) ? form : "\(key).\(PluralCategory.other.rawValue)"
    }

    /// The phrase for `key` when this language's catalog has it, with no fallback: for
    /// plural forms only some languages use ("many").
    public func ifPresent(_ key: String) -> String? {
        catalog.phrase(key).map(mark)
    }

    /// The same words with every phrase marked: for tests that look for words a page
    /// wrote without the catalog.
    public var marking: Wording {
        Wording(language: language, catalog: catalog, english: english, marked: true, region: region, units: units)
    }

    func phrase(_ key: String) -> String {
        catalog.phrase(key) ?? english.phrase(key) ?? key
    }

    /// `text` marked when this is `marking` (dates and day names are the language's words too).
    func mark(_ text: String) -> String {
        marked ? "⟦\(text)⟧" : text
    }
}

extension Wording {
    /// One language's string tables, read once into memory: a page says a few hundred
    /// phrases, and a dictionary answers each in well under a microsecond, where
    /// `Bundle.localizedString` took several (the kitchen page went from 1.9 to 2.4 ms of
    /// CPU). The files are Foundation's strings files, parsed by Foundation's own reader
    /// (`PropertyListSerialization`, which also reads the binary form Xcode compiles them to).
    struct Catalog: Sendable {
        private let phrases: [String: String]

        /// Every table of `language`, or only those whose names begin with one of `tables`
        /// (["chef", "list"] reads chef.strings, chefcook.strings, ..., list.strings).
        init(_ language: Language, in bundle: Bundle, tables: [String]? = nil) {
            let folder = bundle.url(forResource: language.rawValue, withExtension: "lproj")
            let files = folder.flatMap { try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) } ?? []
            var phrases: [String: String] = [:]
            for file in files where file.pathExtension == "strings" && (tables?.contains(where: file.lastPathComponent.hasPrefix) ?? true) {
                guard let data = try? Data(contentsOf: file),
                    let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
                else { continue }
                phrases.merge(table) { first, _ in first }
            }
            self.phrases = phrases
        }

        func phrase(_ key: String) -> String? {
            phrases[key]
        }

        func has(_ key: String) -> Bool {
            phrases[key] != nil
        }
    }
}

/// Every language's words, built once where the app is put together.
public struct Wordings: Sendable {
    private let byLanguage: [Language: Wording]

    /// The catalogs shipped in this module's bundle.
    public init() {
        self.init(bundle: .module)
    }

    init(bundle: Bundle) {
        let english = Wording.Catalog(.english, in: bundle)
        byLanguage = Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                (language, Wording(language: language, catalog: language == .english ? english : Wording.Catalog(language, in: bundle), english: english))
            })
    }

    public subscript(language: Language) -> Wording {
        byLanguage[language] ?? byLanguage[.english]!
    }
}
