import Foundation
import GRDB
import LunchBoxCore
import LunchBoxUseCases
import Testing

@testable import LunchBoxStorage

@Suite("Household units")
struct HouseholdUnitsStorageTests {
    @Test func theHouseholdsChoiceIsKeptAndWinsOverTheReadersRegion() async throws {
        let database = try AppDatabase.inMemory()
        let units = HouseholdUnitsUseCase(store: database)
        #expect(try await units.chosen() == nil)
        #expect(await units.units(forRegion: "US") == .usCustomary)
        #expect(await units.units(forRegion: "GB") == .metric)
        #expect(await units.units(forRegion: nil) == .metric)
        try await units.choose(.usCustomary)
        #expect(try await database.householdUnits() == .usCustomary)
        #expect(await units.units(forRegion: "DE") == .usCustomary)
        try await units.choose(.metric)
        #expect(await units.units(forRegion: "US") == .metric)
        try await units.choose(nil)
        #expect(await units.units(forRegion: "US") == .usCustomary)
    }

    @Test func theTableRefusesASystemLunchBoxDoesNotWrite() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in try db.execute(sql: "INSERT INTO householdUnits (id, system) VALUES (1, 'imperial')") }
        }
        #expect(await HouseholdUnitsUseCase(store: database).units(forRegion: "US") == .usCustomary)
    }

    @Test func aSavedWeekStartIsToldApartFromNone() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.savedWeekStart() == nil)
        #expect(try await database.weekStart() == .monday)
        try await database.saveWeekStart(.sunday)
        #expect(try await database.savedWeekStart() == .sunday)
    }
}
