import Foundation
import PropertyBased
import Testing

@testable import LunchBoxCore

@Suite("Choosing the language")
struct LanguageTests {
    @Test func tagsAreReadByTheirPrimaryLanguage() {
        #expect(Language(tag: "de") == .german)
        #expect(Language(tag: "de-AT") == .german)
        #expect(Language(tag: "sv_SE.UTF-8") == .swedish)
        #expect(Language(tag: "FR") == .french)
        #expect(Language(tag: "es_ES@euro") == .spanish)
        #expect(Language(tag: "C") == nil)
        #expect(Language(tag: "POSIX") == nil)
        #expect(Language(tag: "*") == nil)
        #expect(Language(tag: "nl") == nil)
    }

    @Test func aBrowsersWeightsDecide() {
        #expect(Language.preferred(acceptLanguage: "de-CH, de;q=0.9, en;q=0.5") == .german)
        #expect(Language.preferred(acceptLanguage: "nl-NL, nl;q=0.9, fr;q=0.4, en;q=0.3") == .french)
        #expect(Language.preferred(acceptLanguage: "en;q=0.2, sv;q=0.8") == .swedish)
        #expect(Language.preferred(acceptLanguage: "es;q=0, en") == .english)
        #expect(Language.preferred(acceptLanguage: "fr, de") == .french)
        #expect(Language.preferred(acceptLanguage: "*") == nil)
        #expect(Language.preferred(acceptLanguage: "") == nil)
        #expect(Language.preferred(acceptLanguage: "de;q=nonsense, sv;q=2") == .german)
    }

    @Test func theLocaleEnvironmentDecidesInPOSIXOrder() {
        #expect(Language.preferred(environment: ["LANG": "sv_SE.UTF-8"]) == .swedish)
        #expect(Language.preferred(environment: ["LANG": "sv_SE.UTF-8", "LC_ALL": "de_DE.UTF-8"]) == .german)
        #expect(Language.preferred(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"]) == .spanish)
        #expect(Language.preferred(environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""]) == .french)
        #expect(Language.preferred(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(Language.preferred(environment: [:]) == nil)
        #expect(Language.preferred(among: ["nl-NL", "sv-SE", "en-GB"]) == .swedish)
    }

    /// Whatever order and weights a browser sends, the choice is a language it asked for
    /// with the highest weight among those LunchBox speaks, the first written on a tie.
    @Test func theChoiceIsTheBestWeightedLanguageSpoken() async {
        let tags = ["de", "de-AT", "fr-CA", "es", "sv-SE", "en-GB", "nl", "pt-BR", "ja", "*"]
        await propertyCheck(count: 200, input: Gen.int(in: 0...(tags.count - 1)).array(of: 1...6), Gen.int(in: 0...10).array(of: 6...6)) { picks, tenths in
            let ranges = picks.enumerated().map { index, pick in (tag: tags[pick], weight: Double(tenths[index]) / 10) }
            let header = ranges.map { "\($0.tag);q=\($0.weight)" }.joined(separator: ", ")
            let spoken = ranges.filter { Language(tag: $0.tag) != nil && $0.weight > 0 }
            let best = spoken.max { $0.weight < $1.weight }?.weight
            let expected = best.flatMap { best in spoken.first { $0.weight == best } }.flatMap { Language(tag: $0.tag) }
            #expect(Language.preferred(acceptLanguage: header) == expected, "\(header)")
        }
    }

    @Test func pluralCategoriesFollowEachLanguagesRules() {
        #expect(PluralCategory(1, in: .english) == .one)
        #expect(PluralCategory(0, in: .english) == .other)
        #expect(PluralCategory(0, in: .french) == .one)
        #expect(PluralCategory(1, in: .french) == .one)
        #expect(PluralCategory(2, in: .french) == .other)
        #expect(PluralCategory(2_000_000, in: .french) == .many)
        #expect(PluralCategory(1_000_000, in: .spanish) == .many)
        #expect(PluralCategory(0, in: .spanish) == .other)
        #expect(PluralCategory(1, in: .swedish) == .one)
        #expect(PluralCategory(21, in: .german) == .other)
    }
}
