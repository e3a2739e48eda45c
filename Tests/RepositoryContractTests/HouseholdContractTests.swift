import Foundation
import LunchBoxCore
import Testing

@Suite("Repository contract: play and the household")
struct HouseholdContractTests {
    @Test("Players: current one made on first ask, switch to a member, board, time zone", arguments: StoreUnderTest.allCases)
    func players(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let first = try await store.currentPlayer(at: contractNow)
            #expect(try await store.members().map(\.id) == [first.id])
            #expect(try await store.currentPlayProgress(at: contractNow).player == first)
            let sam = try await store.addMember(HouseholdMember(name: "Sam", createdAt: contractNow.addingTimeInterval(1)))
            try await store.switchPlayer(to: sam.id)
            #expect(try await store.currentPlayer(at: contractNow).id == sam.id)
            await #expect(throws: PlayError.self) { try await store.switchPlayer(to: UUID()) }
            #expect(try await store.playBoard().map(\.player.id) == [first.id, sam.id])
            #expect(try await store.playTimeZone() == nil)
            try await store.savePlayTimeZone("Europe/Paris")
            #expect(try await store.playTimeZone() == "Europe/Paris")
            try await store.savePlayTimeZone(nil)
            #expect(try await store.playTimeZone() == nil)
        }
    }

    @Test("Progress changes are applied to the current player and none is lost", arguments: StoreUnderTest.allCases)
    func progress(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let answer = try await store.updateCurrentPlayProgress(at: contractNow) { player, progress in
                progress.points += 10
                return player.name
            }
            #expect(answer == HouseholdMember.defaultName)
            // Ten changes at once: every one lands.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<10 {
                    group.addTask { _ = try await store.updateCurrentPlayProgress(at: contractNow) { _, progress in progress.points += 1 } }
                }
                try await group.waitForAll()
            }
            #expect(try await store.currentPlayProgress(at: contractNow).progress.points == 20)
            struct Refused: Error {}
            await #expect(throws: (any Error).self) {
                try await store.updateCurrentPlayProgress(at: contractNow) { _, progress in
                    progress.points = 0
                    throw Refused()
                }
            }
            #expect(try await store.currentPlayProgress(at: contractNow).progress.points == 20)
        }
    }

    @Test("Members: add, change, pack for, remove", arguments: StoreUnderTest.allCases)
    func members(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.members().isEmpty)
            let ana = try await store.addMember(HouseholdMember(name: "Ana", createdAt: contractNow))
            let ben = try await store.addMember(HouseholdMember(name: "Ben", createdAt: contractNow.addingTimeInterval(1)))
            await #expect(throws: PlayError.self) { try await store.addMember(HouseholdMember(name: "ana", createdAt: contractNow)) }
            let changed = try await store.updateMember(id: ana.id) { $0.diets.vegan = true }
            #expect(changed.diets.vegan && changed.name == "Ana")
            await #expect(throws: HouseholdError.self) { try await store.updateMember(id: UUID()) { $0.packFor = false } }
            let packed = try await store.packFor(only: [ben.id])
            #expect(packed.map(\.packFor) == [false, true])
            await #expect(throws: HouseholdError.self) { try await store.packFor(only: [UUID()]) }
            #expect(try await store.members().map(\.packFor) == [false, true])
            #expect(try await store.removeMember(id: ana.id).id == ana.id)
            await #expect(throws: HouseholdError.self) { try await store.removeMember(id: ana.id) }
            #expect(try await store.members().map(\.id) == [ben.id])
        }
    }
}
