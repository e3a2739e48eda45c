import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The storage's and the use cases' errors keep what happened as keys (`fault3.strings`):
/// their English is what it was, and every other language says them in its own words.
@Suite("Storage and use-case errors in the reader's language")
struct UseCaseFaultTests {
    private static let wordings = Wordings()

    @Test func storageErrorsAreWordedInEveryLanguage() {
        let path = "⟦/home/ada/lunchbox.sqlite⟧"
        let reason = "⟦disk I/O error⟧"
        let errors: [(error: any Error, english: (title: String, message: String))] = [
            (
                StorageError.cannotOpen(path: path, reason: reason),
                ("Storage problem", "Could not open the database \(path): \(reason). The file was left unchanged; move it aside or choose another database file.")
            ),
            (
                StorageError.newerVersion(path: path),
                ("Storage problem", "The database \(path) was written by a newer version of LunchBox. Update LunchBox to use it; the file was left unchanged.")
            ),
            (StorageError.migrationFailed(path: path, reason: reason), ("Storage problem", "Could not update the database \(path) to this version of LunchBox: \(reason).")),
            (StorageError.cannotCreateFolder(path: path, reason: reason), ("Storage problem", "Could not create the folder \(path) for the database: \(reason).")),
            (StorageError.corruptValue(table: "⟦inventory⟧", reason: reason), ("Storage problem", "A saved ⟦inventory⟧ entry could not be read (\(reason)).")),
            (StorageError.notABackup(path: path, reason: reason), ("Storage problem", "\(path) cannot be restored: \(reason). Nothing was changed; choose another backup.")),
            (
                StorageError.cannotBackUp(path: path, reason: reason),
                ("Storage problem", "Could not write a backup to \(path): \(reason). Nothing was changed; choose a folder you can write to.")
            ),
        ]
        #expect(FaultWording.problems(errors).isEmpty, "\(FaultWording.problems(errors).joined(separator: "\n"))")
        // A log still reads the English.
        #expect(StorageError.newerVersion(path: "a.sqlite").localizedDescription.hasPrefix("The database a.sqlite was written by a newer version"))
        let german = UserFacingError(StorageError.cannotBackUp(path: "/mnt/usb", reason: "Permission denied")).message(Self.wordings[.german])
        #expect(german == "Nach /mnt/usb ließ sich keine Sicherung schreiben: Permission denied. Es wurde nichts geändert; wähl einen Ordner, in den du schreiben darfst.")
    }

    @Test func undoAndOnDeviceModelErrorsAreWordedInEveryLanguage() {
        let chef = "The built-in offline chef can write ideas instead."
        var errors: [(error: any Error, english: (title: String, message: String))] = [
            (UndoError.expired, ("Too late to undo", "That can no longer be undone: it was too long ago, or it was already put back.")),
            (UndoError.mealGone("⟦Egg wrap⟧"), ("Meal deleted", "⟦Egg wrap⟧ is no longer in your meals, so it cannot go back on the plan.")),
            (
                OnDeviceModelError.tooMuchToRead,
                ("Too much for the on-device model", "The kitchen list is too long for Apple's on-device model. Use the built-in offline chef, or remove a few items.")
            ),
            (
                OnDeviceModelError.declined("⟦unsafe⟧"),
                ("The on-device model stopped", "Apple's on-device model could not write ideas (⟦unsafe⟧). Try again, or use the built-in offline chef.")
            ),
            (OnDeviceModelError.unavailable(.other("⟦Busy⟧")), ("On-device model unavailable", "⟦Busy⟧ \(chef)")),
        ]
        let reasons: [(IdeaEngineUnavailability, String)] = [
            (.noAPIKey, "No AI key is saved."), (.systemTooOld, "Apple's on-device model needs iOS 26."),
            (.deviceNotEligible, "This iPhone cannot run Apple Intelligence."), (.appleIntelligenceNotEnabled, "Apple Intelligence is turned off in Settings."),
            (.modelNotReady, "Apple's on-device model is still getting ready (downloading)."), (.notOnThisDevice, "There is no on-device model here."),
        ]
        for (reason, english) in reasons {
            #expect(reason.message == english)
            errors.append((OnDeviceModelError.unavailable(reason), ("On-device model unavailable", "\(english) \(chef)")))
        }
        #expect(FaultWording.problems(errors).isEmpty, "\(FaultWording.problems(errors).joined(separator: "\n"))")
    }

    /// A move-in says what came in in the reader's language, app names as they are; a file
    /// with nothing to bring in is an error in it too.
    @Test func aMoveInIsSummedUpInTheReadersLanguage() async throws {
        let database = try AppDatabase.inMemory()
        let moveIn = MoveInUseCase(lexicon: try KitchenGenerators.lexicon(), archives: AsOneFile(), store: database, clock: FixedClock(TestUseCases.monday))
        let recipe = #"{"name": "Egg Rice", "recipeIngredient": ["2 eggs", "1 cup rice", "moon dust"], "recipeInstructions": [{"text": "Fry."}]}"#
        _ = try await moveIn.bringIn(Data(recipe.utf8), named: "export.json")
        let again = try await moveIn.bringIn(Data(recipe.utf8), named: "export.json")
        #expect(again.summary == "From Mealie: 1 recipe became a favorite and 0 new meals (1 already in the library). 1 thing could not be mapped.")
        #expect(
            again.summary(Self.wordings[.german])
                == "Aus Mealie: 1 Rezept wurde zur Lieblingsidee und ergab 0 neue Gerichte (1 war schon unter deinen Gerichten). 1 Eintrag ließ sich nicht zuordnen.")
        let stock = #"[{"amount": 6, "product": {"name": "Eggs"}}, {"amount": 2, "product": {"name": "Milk"}}, {"amount": 1, "product": {"name": "Dish soap"}}]"#
        let grocy = try await moveIn.bringIn(Data(stock.utf8), named: "export.json")
        #expect(grocy.summary == "From Grocy: 2 foods went into the kitchen. 1 thing could not be mapped.")
        #expect(grocy.summary(Self.wordings[.swedish]) == "Från Grocy: 2 varor kom in i köket. 1 sak kunde inte föras över.")
        #expect(grocy.notMapped == ["Dish soap: not a food LunchBox knows"])
        #expect(grocy.notMapped(Self.wordings[.german]) == ["Dish soap: kein Lebensmittel, das LunchBox kennt"])
        for language in Language.allCases {
            for summary in [again.summary(Self.wordings[language].marking), grocy.summary(Self.wordings[language].marking)] {
                #expect(MarkedWords.unmarked(in: summary, ignoring: ["Mealie", "Grocy"]).isEmpty, "\(language): \(summary)")
            }
        }

        let soap = #"[{"amount": 1, "product": {"name": "Dish soap"}}]"#
        let nothing = await #expect(throws: UserFacingError.self) { try await moveIn.bringIn(Data(soap.utf8), named: "export.json") }
        #expect(nothing?.title == "Nothing to bring in")
        #expect(nothing?.message == "Nothing in that file could become a recipe or a food (Dish soap: not a food LunchBox knows). Nothing was changed.")
        #expect(
            nothing?.message(Self.wordings[.french])
                == "Rien dans ce fichier n'a pu devenir une recette ou un aliment (Dish soap : pas un aliment que LunchBox connaît). Rien n'a été modifié.")
        #expect(nothing?.title(Self.wordings[.spanish]) == "Nada que traer")
    }
}

/// An upload taken as the one file it is.
private struct AsOneFile: PeerArchiveReading {
    func files(in upload: Data, named name: String) throws -> [PeerFile] {
        [PeerFile(path: name, data: upload)]
    }
}
