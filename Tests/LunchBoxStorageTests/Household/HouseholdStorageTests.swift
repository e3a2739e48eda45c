import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxStorage

@Suite("Household storage")
struct HouseholdStorageTests {
    static let now = Date(timeIntervalSince1970: 1_795_428_000)
    static let monday = CalendarDay(year: 2026, month: 11, day: 23)!

    /// A database written before members existed: its players become members with no
    /// diets, packed for, keeping their names, their progress and who is playing.
    @Test func playersOfAnOlderDatabaseBecomeMembersWithoutLoss() async throws {
        // Given a file migrated only up to the migration before household members
        let folder = try TemporaryDirectory()
        let path = folder.file("lunchbox.sqlite").path
        let week = Self.monday...Self.monday.adding(days: 6)
        var progress = PlayProgress.empty
        _ = PlayRules(playerSeed: "sam").apply(.ideaShared, on: Self.monday, week: week, to: &progress)
        #expect(progress.points > 0)
        let json = String(decoding: try JSONEncoder().encode(progress), as: UTF8.self)
        let empty = String(decoding: try JSONEncoder().encode(PlayProgress.empty), as: UTF8.self)
        let sam = UUID()
        let leo = UUID()
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.migrator.migrate(queue, upTo: "issue26-change-counter")
            try await queue.write { db in
                let columns = try db.columns(in: "player").map(\.name)
                #expect(!columns.contains("diets"))
                for (id, name, at, progress) in [(sam, "Sam", 1, json), (leo, "Leo", 2, empty)] {
                    try db.execute(
                        sql: "INSERT INTO player (id, name, nameKey, createdAtMilliseconds, progress) VALUES (?, ?, ?, ?, ?)",
                        arguments: [id.uuidString, name, name.lowercased(), at, progress])
                }
                try db.execute(sql: "INSERT INTO playSettings (id, currentPlayerID) VALUES (1, ?)", arguments: [sam.uuidString])
            }
        }
        // When the app opens it
        let database = try AppDatabase.open(path: path)
        // Then every player is a member, with no diets and packed for
        let members = try await database.members()
        #expect(members.map(\.name) == ["Sam", "Leo"])
        #expect(members.map(\.id) == [sam, leo])
        #expect(members.allSatisfy { $0.diets == .none && $0.packFor })
        // and play goes on as before: the same player, the same points
        #expect(try await database.currentPlayer(at: Self.now).id == sam)
        let board = try await database.playBoard()
        #expect(board.first { $0.player.id == sam }?.progress == progress)
        // and a member's diets are kept beside their progress
        _ = try await database.updateMember(id: leo) { $0.diets = DietaryPreferences([.vegetarian], avoids: [.peanuts]) }
        let reopened = try AppDatabase.open(path: path)
        let leoNow = try #require(try await reopened.members().first { $0.id == leo })
        #expect(leoNow.diets == DietaryPreferences([.vegetarian], avoids: [.peanuts]))
        #expect(try await reopened.playBoard().first { $0.player.id == sam }?.progress == progress)
    }

    @Test func membersAreThePlayersWithNamesUniqueIgnoringCase() async throws {
        let database = try AppDatabase.inMemory()
        let mia = try await database.addMember(HouseholdMember(name: "Mia", createdAt: Self.now, diets: DietaryPreferences([.vegan])))
        let sam = try await database.addMember(HouseholdMember(name: "Sam", createdAt: Self.now.addingTimeInterval(1)))
        #expect(try await database.playBoard().map(\.player.id) == [mia.id, sam.id])
        #expect(try await database.members().map(\.name) == ["Mia", "Sam"])
        #expect(try await database.members().first?.diets == DietaryPreferences([.vegan]))
        await #expect(throws: PlayError.duplicatePlayerName("mia")) {
            try await database.addMember(HouseholdMember(name: "mia", createdAt: Self.now))
        }
        await #expect(throws: PlayError.duplicatePlayerName("MIA")) { _ = try await database.updateMember(id: sam.id) { $0.name = "MIA" } }
        #expect(try await database.updateMember(id: sam.id) { $0.name = "SAM" }.name == "SAM", "a member may change their own name's case")
        let removed = try await database.removeMember(id: mia.id)
        #expect(removed.name == "Mia")
        #expect(try await database.playBoard().map(\.player.name) == ["SAM"])
        await #expect(throws: HouseholdError.memberNotFound(mia.id.uuidString)) { try await database.removeMember(id: mia.id) }
    }
}
