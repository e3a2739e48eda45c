import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@Suite("Play storage")
struct PlayStorageTests {
    static let now = Date(timeIntervalSince1970: 1_795_428_000)
    static let monday = CalendarDay(year: 2026, month: 11, day: 23)!

    @Test func aReloadKeepsPlayersProgressAndTheTimeZone() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("lunchbox.sqlite").path
        var earned = 0
        do {
            let database = try AppDatabase.open(path: path)
            let sam = try await database.addMember(HouseholdMember(name: "Sam", createdAt: Self.now))
            _ = try await database.addMember(HouseholdMember(name: "Alex", createdAt: Self.now.addingTimeInterval(1)))
            try await database.switchPlayer(to: sam.id)
            let change = try await database.updateCurrentPlayProgress(at: Self.now) { player, progress in
                PlayRules(playerSeed: player.id.uuidString).apply(.ideaShared, on: Self.monday, week: Self.monday...Self.monday.adding(days: 6), to: &progress)
            }
            #expect(change.badgesUnlocked == [.firstShare])
            #expect(change.pointsGained >= PlayPoints.checkIn)
            earned = change.pointsGained
            try await database.savePlayTimeZone("Europe/Stockholm")
        }
        let reopened = try AppDatabase.open(path: path)
        let current = try await reopened.currentPlayer(at: Self.now)
        #expect(current.name == "Sam")
        #expect(try await reopened.members().map(\.name) == ["Sam", "Alex"])
        let board = try await reopened.playBoard()
        let sam = try #require(board.first { $0.player.name == "Sam" })
        #expect(sam.progress.points == earned)
        #expect(sam.progress.hasBadge(.firstShare))
        #expect(sam.progress.streak.lastDay == Self.monday)
        #expect(board.first { $0.player.name == "Alex" }?.progress == .empty)
        let currentProgress = try await reopened.currentPlayProgress(at: Self.now)
        #expect(currentProgress.player == current && currentProgress.progress == sam.progress)
        #expect(try await reopened.playTimeZone() == "Europe/Stockholm")
    }

    @Test func theFirstPlayIsByTheOldestMemberElseTheDefaultOne() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.members().isEmpty)
        let kim = try await database.addMember(HouseholdMember(name: "Kim", createdAt: Self.now))
        _ = try await database.addMember(HouseholdMember(name: "Lee", createdAt: Self.now.addingTimeInterval(1)))
        #expect(try await database.currentPlayer(at: Self.now) == kim)
        let empty = try AppDatabase.inMemory()
        #expect(try await empty.currentPlayer(at: Self.now).name == HouseholdMember.defaultName)
        #expect(try await empty.members().count == 1, "the default player is a member")
    }

    @Test func anUnknownPlayerIsRefusedAndTheCurrentOneStays() async throws {
        let database = try AppDatabase.inMemory()
        let kim = try await database.addMember(HouseholdMember(name: "Kim", createdAt: Self.now))
        let lee = try await database.addMember(HouseholdMember(name: "Lee", createdAt: Self.now.addingTimeInterval(1)))
        try await database.switchPlayer(to: lee.id)
        await #expect(throws: PlayError.self) { try await database.switchPlayer(to: UUID()) }
        #expect(try await database.currentPlayer(at: Self.now).id == lee.id)
        _ = try await database.removeMember(id: lee.id)
        #expect(try await database.currentPlayer(at: Self.now).id == kim.id, "a removed player's turn passes to the oldest member")
    }

    @Test func concurrentEventsLoseNoPoints() async throws {
        let database = try AppDatabase.inMemory()
        let rules = PlayRules(playerSeed: "p")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    _ = try await database.updateCurrentPlayProgress(at: Self.now) { _, progress in
                        rules.apply(.favoriteSaved, on: Self.monday, week: Self.monday...Self.monday.adding(days: 6), to: &progress)
                    }
                }
            }
            try await group.waitForAll()
        }
        let progress = try #require(try await database.playBoard().first).progress
        #expect(progress.total(.favorites) == 20)
        #expect(progress.total(.checkIns) == 1)
    }
}
