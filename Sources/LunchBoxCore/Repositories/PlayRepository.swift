import Foundation

/// Play's state: the household's players, which one is playing, each one's progress and
/// the time zone days are counted in. Nothing here leaves the machine.
public protocol PlayRepository: Sendable {
    /// Every player, oldest first.
    func players() async throws -> [Player]
    /// The player now playing; creates `Player.defaultName` when there is none yet.
    func currentPlayer(at date: Date) async throws -> Player
    /// The same player with their progress, in one read: what every page view asks for
    /// its toasts.
    func currentPlayProgress(at date: Date) async throws -> (player: Player, progress: PlayProgress)
    /// Adds a player (the name already cleaned); `PlayError.duplicatePlayerName` when one
    /// has the same name, ignoring case. The first player added becomes the current one.
    func addPlayer(named name: String, at date: Date) async throws -> Player
    /// `PlayError.duplicatePlayerName` when another player has the name.
    func renamePlayer(id: UUID, to name: String) async throws -> Player
    /// `PlayError.playerNotFound` when there is no player with this id.
    func switchPlayer(to id: UUID) async throws
    /// Every player with their progress.
    func playBoard() async throws -> [(player: Player, progress: PlayProgress)]
    /// Changes the current player's progress in one transaction (creating the player
    /// when there is none), so concurrent events never lose points.
    func updateCurrentPlayProgress<Result: Sendable>(
        at date: Date, _ change: @escaping @Sendable (Player, inout PlayProgress) throws -> Result
    ) async throws -> Result
    /// The time zone identifier days are counted in; nil for the computer's.
    func playTimeZone() async throws -> String?
    func savePlayTimeZone(_ identifier: String?) async throws
}
