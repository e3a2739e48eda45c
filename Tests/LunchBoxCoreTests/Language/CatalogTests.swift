import Foundation
import Testing

@testable import LunchBoxCore

/// Every language's catalog holds every phrase English has, with the same arguments, and
/// no phrase English lacks: a key missing in one language, or a `%@` dropped in a
/// translation, fails here rather than on a reader's screen.
@Suite("Catalogs")
struct CatalogTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LunchBoxCore/Resources/Localization")

    /// Each table of `language`, read as Foundation reads a `.strings` file.
    private static func catalog(_ language: Language) throws -> [String: [String: String]] {
        let lproj = folder.appendingPathComponent("\(language.rawValue).lproj")
        let files = try FileManager.default.contentsOfDirectory(atPath: lproj.path).filter { $0.hasSuffix(".strings") }
        return try Dictionary(
            uniqueKeysWithValues: files.map { file in
                let data = try Data(contentsOf: lproj.appendingPathComponent(file))
                let table = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String], "\(language) \(file)")
                return (String(file.dropLast(".strings".count)), table)
            })
    }

    @Test func everyLanguageHasEveryTableAndKeyEnglishHas() throws {
        let allEnglish = try Self.catalog(.english)
        #expect(allEnglish.count >= 5)
        for language in Language.allCases where language != .english {
            // The offline chef's tables ("chef…") are in the languages it writes ideas in.
            let english = ChefTongues.languages.contains(language) ? allEnglish : allEnglish.filter { !$0.key.hasPrefix("chef") }
            let catalog = try Self.catalog(language)
            #expect(Set(catalog.keys) == Set(english.keys), "\(language) tables")
            for (table, phrases) in english {
                let translated = catalog[table] ?? [:]
                let missing = Set(phrases.keys).subtracting(translated.keys)
                #expect(missing.isEmpty, "\(language) \(table) lacks \(missing.sorted())")
                // Only the plural forms English does not use may be added ("many").
                let extra = Set(translated.keys).subtracting(phrases.keys).filter { !Self.isAddedPluralForm($0, in: language, english: phrases) }
                #expect(extra.isEmpty, "\(language) \(table) has keys English lacks: \(extra.sorted())")
            }
        }
    }

    @Test func keysNameTheirTableAndCountedPhrasesHaveEveryForm() throws {
        for language in Language.allCases {
            for (table, phrases) in try Self.catalog(language) {
                #expect(phrases.keys.allSatisfy { $0.hasPrefix(table + ".") }, "\(language) \(table)")
                for key in phrases.keys where key.hasSuffix(".one") {
                    #expect(phrases[String(key.dropLast(3)) + "other"] != nil, "\(language) \(key) has no other form")
                }
                #expect(phrases.values.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(language) \(table) has an empty phrase")
            }
        }
    }

    @Test func translationsTakeTheSameArgumentsAsEnglish() throws {
        let english = try Self.catalog(.english).values.reduce(into: [String: String]()) { $0.merge($1) { a, _ in a } }
        for language in Language.allCases where language != .english {
            // The chef's phrases name their gaps instead ("{food}"): chefPhrasesFillOnlyTheGapsEnglishHas.
            for (table, phrases) in try Self.catalog(language) where !table.hasPrefix("chef") {
                for (key, text) in phrases {
                    let source = english[key] ?? english[String(key.dropLast("many".count)) + "other"] ?? ""
                    let expected = Self.arguments(source)
                    let found = Self.arguments(text)
                    // A "one" form may leave the count out ("Eine Idee").
                    let ok = found == expected || (key.hasSuffix(".one") && found.isSubset(of: expected))
                    #expect(ok, "\(language) \(key): \(found.sorted()) where English has \(expected.sorted())")
                }
            }
        }
    }

    /// The chef's phrases name their gaps ("{food}"): a translation fills the gaps English
    /// has and may leave some out (German recipes say no "it"), never invent one.
    @Test func chefPhrasesFillOnlyTheGapsEnglishHas() throws {
        let english = try Self.catalog(.english).filter { $0.key.hasPrefix("chef") }.values.reduce(into: [String: String]()) { $0.merge($1) { a, _ in a } }
        #expect(english.count > 100)
        for language in ChefTongues.languages where language != .english {
            for (table, phrases) in try Self.catalog(language) where table.hasPrefix("chef") {
                for (key, text) in phrases {
                    let gaps = { (text: String) in Set(text.matches(of: /\{([a-zA-Z]+)\}/).map { String($0.output.1) }) }
                    #expect(gaps(text).isSubset(of: gaps(english[key] ?? "")), "\(language) \(key): \(text)")
                }
            }
        }
    }

    /// Foundation's `String(format:)` crashes on Linux when a phrase numbers its arguments
    /// with a gap (`%2$@` without `%1$…`) or mixes numbered and plain ones.
    @Test func numberedArgumentsHaveNoGaps() throws {
        for language in Language.allCases {
            for (table, phrases) in try Self.catalog(language) {
                for (key, text) in phrases {
                    let numbers = text.matches(of: /%(\d+)\$/).compactMap { Int($0.output.1) }
                    guard !numbers.isEmpty else { continue }
                    #expect(Set(numbers) == Set(1...(numbers.max() ?? 1)), "\(language) \(table) \(key): \(text)")
                    #expect(text.matches(of: /%(@|lld|d)/).isEmpty, "\(language) \(key) mixes numbered and plain arguments")
                }
            }
        }
    }

    @Test func theBundleServesEachLanguageAndFallsBackToEnglish() {
        let wordings = Wordings()
        #expect(wordings[.german]("kitchen.title") == "Küche")
        #expect(wordings[.swedish]("kitchen.title") == "Kök")
        #expect(wordings[.english]("kitchen.no-such-phrase") == "kitchen.no-such-phrase")
        #expect(wordings[.french].counting("kitchen.items", 0) == "0 aliment, à consommer bientôt en premier")
        #expect(wordings[.english].counting("kitchen.items", 1) == "1 item, use-soon first")
        #expect(wordings[.english].counting("kitchen.items", 12) == "12 items, use-soon first")
        #expect(wordings[.spanish]("kitchen.noMatch", "té") == "Ningún alimento coincide con «té».")
        #expect(wordings[.german].marking("kitchen.title") == "⟦Küche⟧")
        #expect(wordings[.english].ifPresent("chrome.offline.waiting.many") == nil)
        #expect(wordings[.french].ifPresent("chrome.offline.waiting.many") != nil)
    }

    private static func isAddedPluralForm(_ key: String, in language: Language, english: [String: String]) -> Bool {
        guard key.hasSuffix(".many"), PluralCategory.used(by: language).contains(.many) else { return false }
        return english[String(key.dropLast("many".count)) + "other"] != nil
    }

    /// The format arguments and script placeholders a phrase takes: "%@", "%1$lld", "{count}".
    private static func arguments(_ text: String) -> Set<String> {
        let pattern = /%(\d+\$)?(@|lld|d)|\{[a-zA-Z]+\}/
        var found = Set<String>()
        for match in text.matches(of: pattern) { found.insert(String(match.output.0)) }
        // Unnumbered arguments are told apart by order: "%@" twice is two arguments.
        let plain = text.matches(of: /%(@|lld|d)/).map { String($0.output.0) }
        return found.union(plain.enumerated().map { "\($0.offset):\($0.element)" })
    }
}
