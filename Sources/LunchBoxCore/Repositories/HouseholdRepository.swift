import Foundation

/// Where the household's members are kept; Play keeps each one's progress beside them.
public protocol HouseholdRepository: Sendable {
    /// Every member, oldest first.
    func members() async throws -> [HouseholdMember]
    /// Adds a member (a name not taken, by case); `PlayError.duplicatePlayerName` otherwise.
    func addMember(_ member: HouseholdMember) async throws -> HouseholdMember
    /// Changes one member in one write; `HouseholdError.memberNotFound` when gone.
    func updateMember(id: UUID, _ change: @escaping @Sendable (inout HouseholdMember) throws -> Void) async throws -> HouseholdMember
    /// Packs ideas for exactly these members, in one write; `HouseholdError.memberNotFound`
    /// (and nothing changed) when one is gone. Returns every member.
    func packFor(only ids: Set<UUID>) async throws -> [HouseholdMember]
    /// Removes a member and their play progress; `HouseholdError.memberNotFound` when gone.
    func removeMember(id: UUID) async throws -> HouseholdMember
}
