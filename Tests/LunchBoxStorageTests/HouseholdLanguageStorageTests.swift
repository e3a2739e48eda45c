import Foundation
import GRDB
import LunchBoxCore
import LunchBoxUseCases
import Testing

@testable import LunchBoxStorage

@Suite("Household language")
struct HouseholdLanguageStorageTests {
    @Test func theHouseholdsChoiceIsKeptAndWinsOverTheReaders() async throws {
        let database = try AppDatabase.inMemory()
        let language = HouseholdLanguageUseCase(store: database)
        #expect(try await language.chosen() == nil)
        #expect(await language.language(for: .german) == .german)
        #expect(await language.language(for: nil) == .english)
        try await language.choose(.swedish)
        #expect(try await database.householdLanguage() == .swedish)
        #expect(await language.language(for: .german) == .swedish)
        try await language.choose(.french)
        #expect(try await language.chosen() == .french)
        try await language.choose(nil)
        #expect(await language.language(for: .spanish) == .spanish)
    }

    @Test func aCodeThisBuildDoesNotSpeakIsReportedAndReadersKeepTheirs() async throws {
        let database = try AppDatabase.inMemory()
        try await database.writer.write { db in try db.execute(sql: "INSERT INTO householdLanguage (id, code) VALUES (1, 'tlh')") }
        await #expect(throws: StorageError.self) { try await database.householdLanguage() }
        #expect(await HouseholdLanguageUseCase(store: database).language(for: .german) == .german)
    }
}
