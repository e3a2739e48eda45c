import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// Pages speak the reader's language, and the pages moved to the catalog write no word
/// of their own: rendered with every phrase marked ⟦ ⟧ (and the person's data marked too),
/// any text left unmarked is a word that bypassed the catalog.
@Suite("Pages in the reader's language")
struct LanguagePagesTests {
    private static let wordings = Wordings()

    @Test func theBrowsersLanguageChoosesThePagesLanguage() async throws {
        try await TestApp.run { client, database in
            try await database.addInventoryItem(InventoryItem(name: "Milch", bestBefore: CalendarDay(year: 2026, month: 11, day: 24)))
            let german = try await client.raw(.get, "/inventory", headers: [.acceptLanguage: "de-CH, de;q=0.9, en;q=0.5"])
            #expect(german.text.contains(#"<html lang="de">"#))
            #expect(german.text.contains("In deiner Küche"))
            #expect(german.text.contains("bis morgen verbrauchen"))
            #expect(german.text.contains("<span>Einstellungen</span>"))
            let swedish = try await client.raw(.get, "/welcome", headers: [.acceptLanguage: "sv-SE"])
            #expect(swedish.text.contains("<title>Välkommen · LunchBox</title>"))
            let other = try await client.raw(.get, "/welcome", headers: [.acceptLanguage: "nl-NL, ja"])
            #expect(other.text.contains(#"<html lang="en">"#))
            #expect(other.text.contains("Get started"))
            // The household's choice wins over the browser's; the JSON API stays neutral.
            try await database.saveHouseholdLanguage(.swedish)
            let chosen = try await client.raw(.get, "/inventory", headers: [.acceptLanguage: "de"])
            #expect(chosen.text.contains(#"<html lang="sv">"#))
            #expect(chosen.text.contains("I ditt kök"))
            let api = try await client.raw(.get, "/api/inventory", headers: [.acceptLanguage: "de"])
            #expect(api.text.contains(#""name":"Milch""#) || api.text.contains(#""name" : "Milch""#))
        }
    }

    @Test func translatedPagesTakeEveryWordFromTheCatalog() throws {
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            let today = CalendarDay(year: 2026, month: 11, day: 23)!
            let items = [
                InventoryItem(name: "⟦Milch⟧", quantity: "2", bestBefore: today.adding(days: 1)),
                InventoryItem(name: "⟦Brot⟧", bestBefore: today.adding(days: 40), dateKind: .useBy),
            ]
            let rows = items.map { InventoryRow($0, today: today, emoji: "🥛", words: words) }
            let kitchen = InventoryPage(
                groups: [.init(title: KitchenGroup(shelf: .useSoon, items: items).title(words), items: rows)], itemCount: 14, filter: "", waitingFor: "⟦…⟧", error: nil,
                typedName: "", typedQuantity: "", typedBestBefore: "", typedDateKind: "", showMore: true, focusName: false)
            let empty = InventoryPage(
                groups: [], itemCount: 0, filter: "⟦x⟧", waitingFor: "⟦…⟧", error: nil, typedName: "", typedQuantity: "", typedBestBefore: "", typedDateKind: "", showMore: false,
                focusName: false)
            let noMatch = InventoryPage(
                groups: [], itemCount: 20, filter: "⟦x⟧", waitingFor: "⟦…⟧", error: nil, typedName: "", typedQuantity: "", typedBestBefore: "", typedDateKind: "", showMore: false,
                focusName: false)
            let pages: [any Page] = [WelcomePage(), kitchen, empty, noMatch, ClearInventoryPage(count: 3)]
            for page in pages {
                let chrome = PageChrome(title: page.title(words), section: page.section, words: words, csrf: "token", flash: Flash(kind: .success, message: "⟦done⟧", undo: UUID()))
                let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: "token", words: words)).description
                #expect(html.contains(#"<html lang="\#(language.rawValue)">"#))
                let unmarked = Self.unmarkedWords(in: html)
                #expect(unmarked.isEmpty, "\(language) \(type(of: page)): \(unmarked)")
            }
            // The check itself sees words: the same page with plain phrases shows them all.
            let plain = Self.wordings[language]
            let plainChrome = PageChrome(title: WelcomePage().title(plain), section: .other, words: plain, csrf: "token")
            #expect(Self.unmarkedWords(in: Layout.page(plainChrome, scripts: .empty, content: WelcomePage().content(csrf: "token", words: plain)).description).count > 10)
        }
    }

    /// Words of a page that bypassed the catalog (`MarkedWords`, shared with the CLI's check).
    static func unmarkedWords(in html: String) -> [String] {
        MarkedWords.unmarked(in: html)
    }
}
