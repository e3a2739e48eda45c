import Foundation
import LunchBoxCore

/// Play: records what people do (through `PlayEvents`), says what it earned, and shows
/// where each household player stands. The rules are `PlayRules` in the core; days are
/// counted in the play time zone (saved, else the computer's); nothing leaves the machine.
public struct PlayUseCase: PlayEvents {
    /// The players and their progress; the week start, for weekly challenges.
    public typealias Store = PlayRepository & PlannerSettingsRepository

    private let store: any Store
    private let clock: any AppClock
    private let calendar: Calendar

    init(store: any Store, clock: any AppClock, calendar: Calendar) {
        self.store = store
        self.clock = clock
        self.calendar = calendar
    }

    public func record(_ event: PlayEvent) async -> PlayChange {
        (try? await apply(event)) ?? .none
    }

    /// Applies the event to the current player and returns what it earned.
    @discardableResult
    public func apply(_ event: PlayEvent) async throws -> PlayChange {
        let (today, week) = try await todayAndWeek()
        return try await store.updateCurrentPlayProgress(at: clock.now()) { player, progress in
            PlayRules(playerSeed: player.id.uuidString).apply(event, on: today, week: week, to: &progress)
        }
    }

    /// The daily check-in (a visit of the play page): counts once a day.
    @discardableResult
    public func checkIn() async throws -> PlayChange {
        try await apply(.checkIn)
    }

    /// Where the current player stands, with the household board.
    public func summary() async throws -> PlaySummary {
        let (today, week) = try await todayAndWeek()
        let player = try await store.currentPlayer(at: clock.now())
        let board = try await store.playBoard()
        let progress = board.first { $0.player.id == player.id }?.progress ?? .empty
        return PlaySummary(
            player: player, progress: progress, today: today, week: week, timeZone: try await timeZone().identifier,
            board: HouseholdBoard.rank(board, current: player.id))
    }

    /// The current player's level, for anything that unlocks by level (chef personas:
    /// the signature matches the persona branch's `PlayLevelProviding`).
    public func currentLevel() async throws -> Int {
        try await summary().level
    }

    // MARK: - Toasts

    /// What the current player earned and has not been shown yet.
    public func news() async throws -> [PlayNews] {
        try await store.currentPlayProgress(at: clock.now()).progress.news
    }

    public func markNewsSeen(upTo number: Int) async throws {
        try await store.updateCurrentPlayProgress(at: clock.now()) { _, progress in progress.markNewsSeen(upTo: number) }
    }

    // MARK: - Who is playing

    /// Plays as this household member from now on; `PlayError.playerNotFound` when gone.
    public func switchPlayer(to id: UUID) async throws {
        try await store.switchPlayer(to: id)
    }

    // MARK: - The time zone

    /// The time zone days and streaks are counted in.
    public func timeZone() async throws -> TimeZone {
        guard let identifier = try await store.playTimeZone(), let zone = TimeZone(identifier: identifier) else { return calendar.timeZone }
        return zone
    }

    /// Saves the time zone by identifier ("Europe/Stockholm"); nil or empty goes back to
    /// the computer's. `PlayError.unknownTimeZone` for a name the system does not know.
    public func saveTimeZone(_ identifier: String?) async throws {
        let trimmed = identifier?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !trimmed.isEmpty else { return try await store.savePlayTimeZone(nil) }
        guard let zone = TimeZone(identifier: trimmed) else { throw PlayError.unknownTimeZone(String(trimmed.prefix(60))) }
        try await store.savePlayTimeZone(zone.identifier)
    }

    private func todayAndWeek() async throws -> (CalendarDay, ClosedRange<CalendarDay>) {
        var zoned = calendar
        zoned.timeZone = try await timeZone()
        let weeks = WeekCalendar(calendar: zoned, weekStart: try await store.weekStart())
        let today = weeks.today(clock: clock)
        return (today, weeks.week(containing: today).range)
    }
}

/// Personas unlock at the player's level.
extension PlayUseCase: PlayLevelProviding {}
