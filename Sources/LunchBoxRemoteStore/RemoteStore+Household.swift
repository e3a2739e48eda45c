import Foundation
import LunchBoxCore

// Play and the household. The two functions that take a closure run it here on what
// was read and send "replace this with that"; the server refuses it when the value
// changed meanwhile, and the change is tried again on the new value.

extension RemoteStore: PlayRepository {
    public func currentPlayer(at date: Date) async throws -> HouseholdMember { try await send(.currentPlayer(at: date)) }
    public func currentPlayProgress(at date: Date) async throws -> (player: HouseholdMember, progress: PlayProgress) {
        let current = try await send(.currentPlayProgress(at: date), as: WirePlayerProgress.self)
        return (current.player, current.progress)
    }
    public func switchPlayer(to id: UUID) async throws { try await perform(.switchPlayer(id: id)) }
    public func playBoard() async throws -> [(player: HouseholdMember, progress: PlayProgress)] {
        try await send(.playBoard, as: [WirePlayerProgress].self).map { ($0.player, $0.progress) }
    }
    public func updateCurrentPlayProgress<Result: Sendable>(
        at date: Date, _ change: @escaping @Sendable (HouseholdMember, inout PlayProgress) throws -> Result
    ) async throws -> Result {
        try await retryingConflicts {
            let current = try await currentPlayProgress(at: date)
            var progress = current.progress
            let result = try change(current.player, &progress)
            try await perform(.replaceCurrentPlayProgress(at: date, playerID: current.player.id, expected: current.progress, new: progress))
            return result
        }
    }
    public func playTimeZone() async throws -> String? { try await send(.playTimeZone) }
    public func savePlayTimeZone(_ identifier: String?) async throws { try await perform(.savePlayTimeZone(identifier: identifier)) }
}

extension RemoteStore: HouseholdRepository {
    public func members() async throws -> [HouseholdMember] { try await send(.members) }
    public func addMember(_ member: HouseholdMember) async throws -> HouseholdMember { try await send(.addMember(member: member)) }
    public func updateMember(id: UUID, _ change: @escaping @Sendable (inout HouseholdMember) throws -> Void) async throws -> HouseholdMember {
        try await replacing(
            {
                guard let current = try await members().first(where: { $0.id == id }) else { throw HouseholdError.memberNotFound(id.uuidString) }
                return current
            }, change, as: { .replaceMember(id: id, expected: $0, new: $1) })
    }
    public func packFor(only ids: Set<UUID>) async throws -> [HouseholdMember] { try await send(.packFor(ids: ids.sorted { $0.uuidString < $1.uuidString })) }
    public func removeMember(id: UUID) async throws -> HouseholdMember { try await send(.removeMember(id: id)) }
}
