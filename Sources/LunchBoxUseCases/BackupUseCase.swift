import Foundation
import LunchBoxCore

/// Backups of the household's database, by name and date: `lunchbox backup` and
/// `lunchbox restore`. A backup never holds the AI key: the key is not in the database.
public struct BackupUseCase: Sendable {
    private let backups: any DatabaseBackups
    /// Where backups go when no file is named, and where the database as it was before a
    /// restore is kept.
    private let folder: URL
    private let clock: any AppClock
    private let calendar: Calendar

    public init(backups: any DatabaseBackups, folder: URL, clock: any AppClock, calendar: Calendar) {
        self.backups = backups
        self.folder = folder
        self.clock = clock
        self.calendar = calendar
    }

    /// Backs up to `path`, or to the backups folder as `lunchbox-2026-11-28-0300.sqlite`.
    public func backup(to path: String? = nil) async throws -> BackupCopy {
        try await backups.backup(to: path ?? file(named: "lunchbox").path)
    }

    /// Restores the backup at `path`; the database as it was is kept beside the backups
    /// (`before-restore-2026-11-28-0300.sqlite`), and answered with what was restored.
    public func restore(from path: String) async throws -> (restored: BackupCopy, kept: String) {
        let kept = file(named: "before-restore").path
        return (try await backups.restore(from: path, keeping: kept), kept)
    }

    /// `name-YYYY-MM-DD-HHMMSS.sqlite` in the backups folder, by the household's clock.
    private func file(named name: String) -> URL {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: clock.now())
        let stamp = String(
            format: "%04d-%02d-%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return folder.appendingPathComponent("\(name)-\(stamp).sqlite")
    }
}
