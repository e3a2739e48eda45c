import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

/// The ideas pages in the reader's language: every word of the page's own from the
/// catalog (rendered with phrases marked), and an idea's page in German.
@Suite("Ideas pages in the reader's language")
struct IdeasLanguagePagesTests {
    private static let wordings = Wordings()

    @Test func theIdeasPagesTakeEveryWordFromTheCatalog() throws {
        let idea = LunchBoxIdea(name: "⟦Egg wrap⟧", ingredients: ["⟦eggs⟧", "⟦wrap⟧"], preparationSteps: ["⟦Roll it⟧"], origin: .offlineChef)
        let batch = IdeaBatch(ideas: [idea], origin: .ai(model: "⟦gpt⟧"))
        let failure = UserFacingError(title: "⟦No answer⟧", message: "⟦Retry⟧", actions: [.retry, .useOfflineChef, .openSettings, .addFood], kind: .service)
        let member = HouseholdMember(name: "⟦Sam⟧", createdAt: Date(timeIntervalSince1970: 0))
        // Who each idea suits: the chips' words are the catalog's too.
        let verdict = HouseholdVerdict(members: [
            MemberVerdict(memberID: UUID(), name: "⟦Sam⟧", status: .suits), MemberVerdict(memberID: UUID(), name: "⟦Leo⟧", status: .breaks, contains: [.sesame]),
            MemberVerdict(memberID: UUID(), name: "⟦Mia⟧", status: .unknown, unchecked: ["⟦za'atar⟧"]),
        ])
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            let pages: [any Page] = [
                IdeasPage(
                    diets: "⟦vegetarian⟧", batch: IdeaBatchView(batch, words: words, verdict: { _ in verdict }), failure: nil, hasItems: true, hasKey: true, waitingFor: "⟦…⟧",
                    packFor: PackForView(members: [member])),
                IdeasPage(diets: nil, batch: nil, failure: FailureView(failure, engine: .automatic, waitingFor: "⟦…⟧"), hasItems: true, hasKey: false, waitingFor: "⟦…⟧"),
                IdeasPage(diets: nil, batch: nil, failure: nil, hasItems: false, hasKey: false, waitingFor: "⟦…⟧"),
                PhotoIdeasPage(seen: [], batch: batch),
                PhotoIdeasPage(error: "⟦No vision model⟧", offerScan: true),
                PackQuestionsPage(lunch: "⟦Egg wrap⟧", items: [InventoryItem(name: "⟦cheddar⟧")], undo: UUID(), back: "/ideas"),
            ]
            for page in pages {
                let chrome = PageChrome(title: page.title(words), section: page.section, words: words, csrf: "token")
                let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: "token", words: words)).description
                let unmarked = LanguagePagesTests.unmarkedWords(in: html)
                #expect(unmarked.isEmpty, "\(language) \(type(of: page)): \(unmarked)")
            }
            // The stream's words, which the page's script only places.
            let stream = IdeaStreamWords(words: words)
            #expect(LanguagePagesTests.unmarkedWords(in: stream.stopped(after: 2) + stream.ready(3) + stream.progress(waiting: "⟦…⟧", shown: 1)).isEmpty)
        }
    }

    @Test func anIdeasPageInGerman() async throws {
        try await TestApp.run { client, database in
            try await database.addInventoryItem(InventoryItem(name: "Eier", quantity: "6"))
            try await database.addInventoryItem(InventoryItem(name: "Brot"))
            try await database.addInventoryItem(InventoryItem(name: "Käse"))
            _ = try await client.postForm("/ideas", [("engine", "offline")])
            let german: HTTPFields = [.acceptLanguage: "de-DE"]
            let ideas = try await client.raw(.get, "/ideas", headers: german)
            #expect(ideas.text.contains("Ideen für die Lunchbox"))
            #expect(ideas.text.contains("Ideen von: Eingebauter Offline-Koch"))
            let id = try #require(ideas.text.firstMatch(of: /href="\/ideas\/([0-9A-F-]{36})"/)?.output.1)
            let idea = try await client.raw(.get, "/ideas/\(id)", headers: german)
            for phrase in ["<h2>Zutaten</h2>", "<h2>Zubereitung</h2>", "Welcher Tag?", "Heute, ", "Für diesen Tag einplanen", "Nährwerte"] {
                #expect(idea.text.contains(phrase), "\(phrase)")
            }
            for english in [">Ingredients<", ">Steps<", "Which day?", "Plan it"] {
                #expect(!idea.text.contains(english), "\(english)")
            }
        }
    }
}
