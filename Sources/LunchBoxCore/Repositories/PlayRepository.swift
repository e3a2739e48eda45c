import Foundation

/// Play's state: which household member is playing, each member's progress and the time
/// zone days are counted in. The members themselves are the household's
/// (`HouseholdRepository`). Nothing here leaves the machine.
public protocol PlayRepository: Sendable {
    /// The member now playing; else the oldest member (made current); else a new
    /// `HouseholdMember.defaultName`.
    func currentPlayer(at date: Date) async throws -> HouseholdMember
    /// The same member with their progress, in one read: what every page view asks for
    /// its toasts.
    func currentPlayProgress(at date: Date) async throws -> (player: HouseholdMember, progress: PlayProgress)
    /// `PlayError.playerNotFound` when there is no member with this id.
    func switchPlayer(to id: UUID) async throws
    /// Every member with their progress.
    func playBoard() async throws -> [(player: HouseholdMember, progress: PlayProgress)]
    /// Changes the current player's progress in one transaction (creating the member
    /// when there is none), so concurrent events never lose points.
    func updateCurrentPlayProgress<Result: Sendable>(
        at date: Date, _ change: @escaping @Sendable (HouseholdMember, inout PlayProgress) throws -> Result
    ) async throws -> Result
    /// The time zone identifier days are counted in; nil for the computer's.
    func playTimeZone() async throws -> String?
    func savePlayTimeZone(_ identifier: String?) async throws
}
