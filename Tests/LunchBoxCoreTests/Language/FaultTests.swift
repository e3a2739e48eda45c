import Testing

@testable import LunchBoxCore

/// An error keeps what happened (`Fault`) and is worded where it is shown, in the reader's
/// language; its English words stay what they were.
@Suite("Errors in the reader's language")
struct FaultTests {
    private static let wordings = Wordings()

    @Test func anErrorIsWordedInTheReadersLanguage() {
        let full = UserFacingError(InventoryError.full(maximum: 500))
        #expect(full.message == "The inventory holds at most 500 items. Remove some before adding more.")
        #expect(full.message(Self.wordings[.german]) == "In die Küche passen höchstens 500 Lebensmittel. Entferne welche, bevor du neue hinzufügst.")
        #expect(full.title(Self.wordings[.swedish]) == "Köket är fullt")
        let offline = UserFacingError(AIClientError.networkUnavailable)
        #expect(offline.message(Self.wordings[.spanish]).hasPrefix("Estás sin conexión"))
        #expect(offline.actions == [.useOfflineChef])
        // A field the core names in English is named in the reader's language.
        let empty = UserFacingError(UserTextError.empty(field: "Meal description"))
        #expect(empty.message == "Meal description can't be empty.")
        #expect(empty.message(Self.wordings[.french]) == "Le champ « Description » ne peut pas être vide.")
        // Days in a message are written the reader's way.
        let day = CalendarDay(year: 2026, month: 11, day: 23)!
        #expect(UserFacingError(PlannerError.dayFull(day: day, maximum: 4)).message(Self.wordings[.german]).contains("23. Nov. 2026"))
    }

    @Test func everyDescribedErrorComesFromTheCatalogInEveryLanguage() {
        let day = CalendarDay(year: 2026, month: 11, day: 23)!
        let errors: [any Error] = [
            AIClientError.missingAPIKey, AIClientError.timedOut(seconds: 30), AIClientError.cannotConnect(host: "example.org"),
            AIClientError.httpError(statusCode: 429, body: "", serverMessage: nil, retryAfterSeconds: 20), InventoryError.itemNotFound, InventoryError.full(maximum: 500),
            IdeasError.emptyInventory, IdeasError.noIdeaNumbered(7, count: 3), SettingsError.invalidTemperature, SecretStoreError.emptyKey,
            UserTextError.tooLong(field: "Quantity", maximum: 40), PlannerError.mealIsPlanned(description: "⟦Wrap⟧", days: [day, day.adding(days: 1)]),
            PlannerError.notOnShoppingList("⟦Huhn⟧"), NSErrorLike(),
        ]
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            for error in errors {
                let described = UserFacingError(error)
                #expect(described.fault != nil, "\(error)")
                for text in [described.title(words), described.message(words)] {
                    var rest = text
                    while let marked = rest.firstMatch(of: /⟦[^⟦⟧]*⟧/) { rest.removeSubrange(marked.range) }
                    let hasLetters = rest.contains { $0.isLetter }
                    #expect(!hasLetters, "\(language) \(error): \(text)")
                }
            }
        }
    }

    /// An error LunchBox knows nothing of.
    private struct NSErrorLike: Error {}
}
