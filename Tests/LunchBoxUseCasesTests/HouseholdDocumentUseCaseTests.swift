import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Household document import and export")
struct HouseholdDocumentUseCaseTests {
    private func useCase(_ database: AppDatabase, shelf: BackupUseCaseTests.Shelf = .init()) -> HouseholdDocumentUseCase {
        let clock = FixedClock(TestUseCases.monday)
        return HouseholdDocumentUseCase(
            store: database, backups: BackupUseCase(backups: shelf, shelf: shelf, clock: clock, calendar: TestUseCases.utc), clock: clock,
            calendar: TestUseCases.utc)
    }

    private func household(_ foods: [String], member: String) async throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        _ = try await database.addInventoryItems(foods.map { InventoryItem(name: $0) })
        _ = try await database.addMember(HouseholdMember(name: member, createdAt: TestUseCases.monday))
        return database
    }

    /// Into a household that has made something, an import says what it replaces and
    /// changes nothing until it is told yes; then it backs the household up and replaces it.
    @Test func importIntoAFullHouseholdAsksFirstThenKeepsABackup() async throws {
        let document = try await useCase(try household(["eggs", "bread", "apples"], member: "Ana")).export()
        let current = try await household(["milk"], member: "Bo")
        let shelf = BackupUseCaseTests.Shelf()
        let documents = useCase(current, shelf: shelf)

        let preview = try await documents.preview(document)
        #expect(preview.replacesSomething)
        #expect(preview.sentence.contains("1 food and 1 member") && preview.sentence.contains("3 foods and 1 member"), "\(preview.sentence)")
        await #expect(throws: UserFacingError.self) { try await documents.importDocument(document, confirmed: false) }
        #expect(try await current.inventory().items.map(\.name) == ["milk"])
        #expect(try shelf.names().isEmpty)

        let result = try await documents.importDocument(document, confirmed: true)
        #expect(result.imported == "3 foods and 1 member")
        #expect(result.keptAt?.contains("before-import-") == true)
        #expect(try shelf.names().count == 1)
        #expect(try await current.inventory().items.map(\.name) == ["eggs", "bread", "apples"])
        #expect(try await current.members().map(\.name) == ["Ana"])
    }

    /// An empty household takes a document without asking and without a backup.
    @Test func importIntoAnEmptyHouseholdNeedsNoYes() async throws {
        let document = try await useCase(try household(["eggs"], member: "Ana")).export()
        let empty = try AppDatabase.inMemory()
        let shelf = BackupUseCaseTests.Shelf()
        let result = try await useCase(empty, shelf: shelf).importDocument(document, confirmed: false)
        #expect(result.keptAt == nil)
        #expect(try shelf.names().isEmpty)
        #expect(try await empty.inventory().items.map(\.name) == ["eggs"])
    }

    /// A damaged file, another app's JSON, a newer version, or a document that breaks a
    /// rule is refused in words and changes nothing.
    @Test func badDocumentsAreRefusedAndChangeNothing() async throws {
        let good = String(decoding: try await useCase(try household(["eggs"], member: "Ana")).export(), as: UTF8.self)
        let current = try await household(["milk"], member: "Bo")
        let documents = useCase(current)
        let cases: [(String, String)] = [
            ("{\"format\": \"lunchbox-household\", \"version\": 1", "not a LunchBox household document"),
            ("{\"name\": \"Soup\", \"@type\": \"Recipe\"}", "not a LunchBox household document"),
            (good.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2"), "version 2, from a newer LunchBox"),
            (good.replacingOccurrences(of: "\"weekStart\" : 1", with: "\"weekStart\" : 9"), "“preferences” → “weekStart”"),
            (good.replacingOccurrences(of: "\"name\" : \"Ana\"", with: "\"name\" : \"\""), "a member's name is empty"),
        ]
        for (text, words) in cases {
            do {
                _ = try await documents.importDocument(Data(text.utf8), confirmed: true)
                Issue.record("imported \(text.prefix(60))")
            } catch {
                #expect(UserFacingError(error).message.contains(words), "\(UserFacingError(error).message)")
                #expect(UserFacingError(error).kind == .input)
            }
        }
        #expect(try await current.inventory().items.map(\.name) == ["milk"])
        #expect(try await current.members().map(\.name) == ["Bo"])
    }

    /// A plan that names a meal the document does not hold is refused.
    @Test func aPlanForAMissingMealIsRefused() async throws {
        let snapshot = HouseholdSnapshot(plan: [MealAssignment(mealID: UUID(), day: CalendarDay(year: 2026, month: 12, day: 4)!, createdAt: TestUseCases.monday)])
        let data = try HouseholdDocument(snapshot, exportedAt: TestUseCases.monday).encoded()
        await #expect(throws: HouseholdDocumentError.invalid("the plan on 2026-12-04 names a meal the document does not hold")) {
            try await useCase(try AppDatabase.inMemory()).importDocument(data, confirmed: true)
        }
    }

    /// What an import replaces is said in the reader's language: the question before it,
    /// the error that asks, and what came in; the English is what it always was.
    @Test func theImportSaysWhatItReplacesInTheReadersLanguage() async throws {
        let document = try await useCase(try household(["eggs", "bread", "apples"], member: "Ana")).export()
        let documents = useCase(try await household(["milk"], member: "Bo"))
        let german = Wordings()[.german]
        let preview = try await documents.preview(document)
        #expect(
            preview.sentence
                == "Importing replaces this household's 1 food and 1 member with the document's 3 foods and 1 member, with its preferences and play. A backup of the household as it is now is made first."
        )
        #expect(preview.sentence(german).hasPrefix("Der Import ersetzt, was dieser Haushalt hat (1 Lebensmittel und 1 Mitglied), durch den Inhalt des Dokuments (3 Lebensmittel und 1 Mitglied)"))
        let asks = await #expect(throws: UserFacingError.self) { try await documents.importDocument(document, confirmed: false) }
        #expect(asks?.title == "Replace this household?" && asks?.message == preview.sentence && asks?.actions == [.confirm])
        #expect(asks?.title(german) == "Diesen Haushalt ersetzen?" && asks?.message(german) == preview.sentence(german))
        let result = try await documents.importDocument(document, confirmed: true)
        #expect(result.imported(Wordings()[.french]) == "3 aliments et 1 membre")

        let empty = try await useCase(try AppDatabase.inMemory()).preview(document)
        #expect(empty.sentence == "Importing brings in 3 foods and 1 member.")
        #expect(empty.sentence(Wordings()[.spanish]) == "La importación trae 3 alimentos y 1 miembro.")
    }
}
