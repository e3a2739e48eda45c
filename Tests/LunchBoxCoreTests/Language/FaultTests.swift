import Foundation
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
        // English keeps its words byte for byte, a large number without a separator; a count picks its plural form.
        let files = UserFacingError(PeerImportError.tooManyFiles(maximum: 5000))
        #expect(files.message == "That archive holds more than 5000 files, far more than any export. Nothing was imported.")
        #expect(files.message(Self.wordings[.german]) == "Das Archiv enthält mehr als 5000 Dateien, weit mehr als jeder Export. Es wurde nichts importiert.")
        #expect(UserFacingError(ScanError.tooManyConfirmed(maximum: 1)).message(Self.wordings[.french]) == "Confirmez au plus 1 aliment à la fois.")
    }

    @Test func everyDescribedErrorComesFromTheCatalogInEveryLanguage() {
        let day = CalendarDay(year: 2026, month: 11, day: 23)!
        let errors: [any Error] =
            [
                AIClientError.missingAPIKey, AIClientError.timedOut(seconds: 30), AIClientError.cannotConnect(host: "example.org"),
                AIClientError.httpError(statusCode: 429, body: "", serverMessage: nil, retryAfterSeconds: 20), InventoryError.itemNotFound, InventoryError.full(maximum: 500),
                IdeasError.emptyInventory, IdeasError.noIdeaNumbered(7, count: 3), SettingsError.invalidTemperature, SecretStoreError.emptyKey,
                UserTextError.tooLong(field: "Quantity", maximum: 40), PlannerError.mealIsPlanned(description: "⟦Wrap⟧", days: [day, day.adding(days: 1)]),
                PlannerError.notOnShoppingList("⟦Huhn⟧"), NSErrorLike(), DescribedElsewhere(description: "⟦Disk full⟧"),
                DescribedElsewhere(description: nil),
            ] + Self.convertedErrors
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

    /// The errors built outside the Errors folder, worded from `fault2.strings`: each says
    /// something of its own in every language, not the English words it fell back to.
    @Test func convertedErrorsAreTranslatedInEveryLanguage() {
        let english = Self.wordings[.english]
        for error in Self.convertedErrors {
            let described = UserFacingError(error)
            #expect(described.fault != nil, "\(error)")
            #expect(described.title(english) == described.title && described.message(english) == described.message, "\(error)")
            for language in Language.allCases where language != .english {
                let words = Self.wordings[language]
                for (text, inEnglish) in [(described.title(words), described.title), (described.message(words), described.message)] {
                    #expect(!text.isEmpty && !text.contains("fault2.") && text != inEnglish, "\(language) \(error): \(text)")
                }
            }
        }
    }

    /// One of each error converted to the catalog outside the Errors folder.
    static let convertedErrors: [any Error] = {
        let day = CalendarDay(year: 2026, month: 11, day: 23)!
        let scanning: [any Error] = [
            ScanError.emptyPhoto, ScanError.notAPhoto, ScanError.photoTooLarge(maximumBytes: 20 * 1_048_576), ScanError.unreadablePhoto(reason: "⟦cut off⟧"),
            ScanError.noRecognizer, ScanError.missingName, ScanError.invalidLiveScan, ScanError.busy, ScanError.notLearnt("⟦Brot⟧"), ScanError.noReceiptReader,
            ScanError.nothingConfirmed, ScanError.tooManyConfirmed(maximum: 200), ScanSettingsError.invalidThreshold, ScanSettingsError.unknownRecognizer("⟦x⟧"),
        ]
        let imports: [any Error] = [
            PeerImportError.empty, PeerImportError.notRecognised, PeerImportError.mixedApps, PeerImportError.malformedJSON(file: "⟦a.json⟧"),
            PeerImportError.tooDeep(file: "⟦a.json⟧"), PeerImportError.tooLarge(maximumBytes: 64 * 1_048_576), PeerImportError.tooManyFiles(maximum: 5000),
            PeerImportError.tooManyRecipes(maximum: 1000), PeerImportError.tooManyProducts(maximum: 5000), PeerImportError.tooManyFoods(maximum: 500),
            PeerImportError.damagedArchive, PeerImportError.unsafePath("⟦../x⟧"),
            RecipeImportError.tooLarge(maximumBytes: 512 * 1024), RecipeImportError.notJSON, RecipeImportError.tooDeep, RecipeImportError.noRecipe,
            RecipeImportError.missingName, RecipeImportError.noIngredients, RecipeImportError.tooManyIngredients(maximum: 60),
        ]
        let packing: [any Error] = [
            PackingError.alreadyPacked("⟦Wrap⟧"), PackingError.nothingToUndo, PackingError.planNotFound, PackingError.dayNotInPlan(day), PackingError.noOtherMeal,
            PackingError.inconsistent, HouseholdDocumentError.tooLarge(maximumBytes: 8 * 1_048_576), HouseholdDocumentError.notADocument,
            HouseholdDocumentError.newerVersion(3), HouseholdDocumentError.damaged("⟦item 3⟧"), HouseholdDocumentError.invalid("⟦two members⟧"),
        ]
        let settings: [any Error] = [
            ShareCardError.unknownStyle("⟦x⟧"), ShareCardError.unknownFormat(""), ShareCardError.unknownFormat("⟦gif⟧"), ShareCardError.rasterizerUnavailable,
            ShareCardError.renderFailed("⟦x⟧"), PreferencesError.ideaCountOutOfRange(12), PreferencesError.cookingTimeNotOffered(25),
            PreferencesError.cookingTimeNotOffered(1), PreferencesError.unknownPersona("⟦x⟧"), PreferencesError.personaLocked(name: "⟦Chef⟧", unlockLevel: 3),
            PlayError.duplicatePlayerName("⟦Ada⟧"), PlayError.playerNotFound("⟦Ada⟧"), PlayError.unknownTimeZone("⟦Mars⟧"), PhotoIdeasError.needsVisionEndpoint,
            PhotoIdeasError.cannotPreparePhotos, PhotoIdeasError.noFoodInPhoto, HouseholdError.memberNotFound("⟦Ada⟧"), HouseholdError.unknownDiet("⟦x⟧"),
            HouseholdError.unknownAvoid("⟦x⟧"), TypedDay.Invalid(field: .bestBefore), TypedDay.Invalid(field: .day), TypedDay.Invalid(field: .week),
        ]
        return scanning + imports + packing + settings
    }()

    /// What a household has is counted and joined in the reader's language; English says
    /// what `HouseholdSnapshot.summary` always said.
    @Test func aHouseholdIsCountedInTheReadersLanguage() {
        let counts = HouseholdCounts(foods: 12, members: 3, favorites: 1, meals: 9, plannedDays: 5)
        #expect(counts.summary(Self.wordings[.english]) == "12 foods, 3 members, 1 favorite, 9 meals and 5 planned days")
        #expect(counts.summary(Self.wordings[.german]) == "12 Lebensmittel, 3 Mitglieder, 1 Lieblingsidee, 9 Gerichte und 5 eingeplante Tage")
        #expect(HouseholdCounts(foods: 1, members: 0, favorites: 0, meals: 0, plannedDays: 2).summary(Self.wordings[.french]) == "1 aliment et 2 jours planifiés")
        let nothing = HouseholdCounts(foods: 0, members: 0, favorites: 0, meals: 0, plannedDays: 0)
        #expect(nothing.summary(Self.wordings[.english]) == "nothing yet" && nothing.summary(Self.wordings[.swedish]) == "inget än")
        #expect(Fault("fault3.asSaid", [.household(counts)]).message(Self.wordings[.spanish]).hasPrefix("12 alimentos, 3 miembros, 1 favorita"))
    }

    /// Another module's error that says itself keeps its words under the reader's title;
    /// one that says nothing is worded whole.
    @Test func anErrorThatSaysItselfKeepsItsWordsUnderTheReadersTitle() {
        let described = UserFacingError(DescribedElsewhere(description: "Disk full"))
        #expect(described.title == "Something went wrong" && described.message == "Disk full")
        #expect(described.title(Self.wordings[.german]) != described.title && described.message(Self.wordings[.german]) == "Disk full")
        let silent = UserFacingError(DescribedElsewhere(description: nil))
        #expect(silent.message == "An unexpected error occurred.")
        #expect(silent.message(Self.wordings[.french]) == "Une erreur inattendue s'est produite.")
    }

    /// What could not be moved in from another app, and why, is said in the reader's
    /// language, the other app's names as they are; English says what it always said.
    @Test func whatCouldNotBeMovedInIsSaidInTheReadersLanguage() {
        let reasons: [(PeerImportNote.Reason, String)] = [
            (.notAFood, "not a food LunchBox knows"), (.unknownIngredient, "not a food LunchBox knows, kept as written"), (.noneInStock, "none left in stock"),
            (.noName, "no name"), (.noIngredients, "no ingredients"), (.tooManyIngredients(maximum: 60), "more than 60 ingredients, more than a lunch box meal holds"),
            (.tooLong(maximum: 2000), "longer than 2000 characters"), (.stepShortened(maximum: 2000), "a step longer than 2000 characters was shortened"),
        ]
        for (reason, english) in reasons {
            let item = PeerImportNote(subject: "⟦Dish soap⟧", reason: reason)
            let line = PeerImportNote(subject: "⟦a pinch of love⟧", recipe: "⟦Pancakes⟧", reason: reason)
            #expect(reason.words == english && item.text == "⟦Dish soap⟧: \(english)" && line.text == "⟦Pancakes⟧, “⟦a pinch of love⟧”: \(english)")
            for language in Language.allCases where language != .english {
                let words = Self.wordings[language]
                #expect(item.text(words) != item.text && !item.text(words).contains("cli4."), "\(language): \(item.text(words))")
                for text in [item.text(words.marking), line.text(words.marking)] {
                    var rest = text
                    while let marked = rest.firstMatch(of: /⟦[^⟦⟧]*⟧/) { rest.removeSubrange(marked.range) }
                    #expect(!rest.contains { $0.isLetter }, "\(language): \(text)")
                }
            }
        }
        #expect(PeerImportNote(subject: "Spülmittel", reason: .notAFood).text(Self.wordings[.german]) == "Spülmittel: kein Lebensmittel, das LunchBox kennt")
        #expect(PeerImportNote(subject: "x", recipe: "Crêpes", reason: .noName).text(Self.wordings[.french]) == "Crêpes, « x » : sans nom")
    }

    /// An error LunchBox knows nothing of.
    private struct NSErrorLike: Error {}

    /// An error of a module LunchBox does not know that says itself.
    private struct DescribedElsewhere: LocalizedError {
        let description: String?
        var errorDescription: String? { description }
    }
}
