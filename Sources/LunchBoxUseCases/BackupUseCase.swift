import Foundation
import LunchBoxCore

/// Backups of the household's database: `lunchbox backup` and `lunchbox restore`, and the
/// nightly ones `lunchbox serve` keeps (7 daily and 4 weekly by default). A backup never
/// holds the AI key: the key is not in the database.
public struct BackupUseCase: Sendable {
    private let backups: any DatabaseBackups
    /// Where backups go when no file is named, and where the database as it was before a
    /// restore is kept.
    private let shelf: any BackupShelf
    /// How many nightly backups are kept.
    public let retention: BackupRetention
    private let clock: any AppClock
    private let calendar: Calendar

    /// A new automatic backup is made when the newest is older than this.
    static let interval: TimeInterval = 20 * 60 * 60

    public init(backups: any DatabaseBackups, shelf: any BackupShelf, retention: BackupRetention = BackupRetention(), clock: any AppClock, calendar: Calendar) {
        self.backups = backups
        self.shelf = shelf
        self.retention = retention
        self.clock = clock
        self.calendar = calendar
    }

    /// Backs up to `path`, or onto the shelf as `lunchbox-2026-11-28-030000.sqlite`.
    public func backup(to path: String? = nil) async throws -> BackupCopy {
        try await backups.backup(to: path ?? shelf.path(of: name(Self.backupName, at: clock.now())))
    }

    /// Restores the backup at `path`; the database as it was is kept on the shelf
    /// (`before-restore-2026-11-28-030000.sqlite`), and answered with what was restored.
    public func restore(from path: String) async throws -> (restored: BackupCopy, kept: String) {
        let kept = shelf.path(of: name("before-restore", at: clock.now()))
        return (try await backups.restore(from: path, keeping: kept), kept)
    }

    /// Backs the household up onto the shelf before a change that replaces it (an import):
    /// `before-import-2026-11-28-030000.sqlite`. Answers where the copy is.
    public func keep(before change: String) async throws -> String {
        let path = shelf.path(of: name("before-\(change)", at: clock.now()))
        _ = try await backups.backup(to: path)
        return path
    }

    /// What a downloaded backup is called: `lunchbox-backup-2026-11-28-030000.sqlite`.
    public var downloadName: String {
        name("lunchbox-backup", at: clock.now())
    }

    /// The schema the database has now, for the health check.
    public func schemaVersion() async throws -> String {
        try await backups.schemaVersion()
    }

    /// When the newest backup on the shelf was made; nil before the first.
    public func lastBackup() throws -> Date? {
        try shelved().map(\.date).max()
    }

    /// The nightly round: a backup when the newest is a day old (or there is none), then
    /// the backups the retention does not keep are removed. Answers the new backup, if any.
    @discardableResult
    public func nightly() async throws -> BackupCopy? {
        let now = clock.now()
        var made: BackupCopy?
        if try lastBackup().map({ now.timeIntervalSince($0) >= Self.interval }) ?? true {
            made = try await backup()
        }
        let shelved = try shelved()
        let kept = retention.kept(shelved.map(\.date), calendar: calendar)
        for backup in shelved where !kept.contains(backup.date) {
            try shelf.remove(backup.name)
        }
        return made
    }

    private static let backupName = "lunchbox"

    /// The automatic backups on the shelf, by the time in their names.
    private func shelved() throws -> [(name: String, date: Date)] {
        try shelf.names().compactMap { name in date(in: name).map { (name, $0) } }
    }

    /// `name-YYYY-MM-DD-HHMMSS.sqlite`, by the household's clock and calendar.
    private func name(_ prefix: String, at date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(
            format: "%04d-%02d-%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return "\(prefix)-\(stamp).sqlite"
    }

    /// The time in a backup's name; nil for any other file (a restore's keepsake, a partial copy).
    private func date(in name: String) -> Date? {
        let prefix = Self.backupName + "-"
        guard name.hasPrefix(prefix), name.hasSuffix(".sqlite") else { return nil }
        let numbers = name.dropFirst(prefix.count).dropLast(".sqlite".count).split(separator: "-").map { Int($0) }
        guard numbers.count == 4, let year = numbers[0], let month = numbers[1], let day = numbers[2], let time = numbers[3] else { return nil }
        let parts = DateComponents(year: year, month: month, day: day, hour: time / 10_000, minute: time / 100 % 100, second: time % 100)
        return calendar.date(from: parts)
    }
}
