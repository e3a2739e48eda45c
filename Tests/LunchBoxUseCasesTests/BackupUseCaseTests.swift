import Foundation
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Nightly backups")
struct BackupUseCaseTests {
    /// A shelf in memory; a "backup" puts its name on it.
    final class Shelf: BackupShelf, DatabaseBackups, @unchecked Sendable {
        private let lock = NSLock()
        private var shelved: Set<String> = []

        func path(of name: String) -> String { "/backups/" + name }
        func names() throws -> [String] { lock.withLock { Array(shelved) } }
        func remove(_ name: String) throws { _ = lock.withLock { shelved.remove(name) } }
        func schemaVersion() async throws -> String { "test" }

        func backup(to path: String) async throws -> BackupCopy {
            lock.withLock { _ = shelved.insert(String(path.dropFirst("/backups/".count))) }
            return BackupCopy(path: path, schemaVersion: "test", bytes: 1)
        }

        func restore(from path: String, keeping: String) async throws -> BackupCopy {
            try await backup(to: keeping)
        }
    }

    private func useCase(_ shelf: Shelf, at date: Date) -> BackupUseCase {
        BackupUseCase(backups: shelf, shelf: shelf, clock: FixedClock(date), calendar: TestUseCases.utc)
    }

    @Test func oneBackupADayIsMadeAndSevenDailyAndFourWeeklyAreKept() async throws {
        let shelf = Shelf()
        let start = TestUseCases.monday
        // The server checks every hour for 50 days.
        for hour in 0..<(50 * 24) {
            try await useCase(shelf, at: start.addingTimeInterval(Double(hour) * 3600)).nightly()
        }
        let names = try shelf.names().sorted()
        #expect(names.count <= 11 && names.count >= 7, "\(names)")
        let last = try #require(try useCase(shelf, at: start).lastBackup())
        #expect(start.addingTimeInterval(50 * 86_400).timeIntervalSince(last) <= 24 * 3600)
        // A restore's keepsake is never taken for an automatic backup, nor removed.
        _ = try await useCase(shelf, at: start).restore(from: "/elsewhere/x.sqlite")
        try await useCase(shelf, at: start.addingTimeInterval(60 * 86_400)).nightly()
        #expect(try shelf.names().contains { $0.hasPrefix("before-restore-") })
    }

    @Test func noSecondBackupWithinADay() async throws {
        let shelf = Shelf()
        let made = try await useCase(shelf, at: TestUseCases.monday).nightly()
        #expect(made?.path == "/backups/lunchbox-2026-11-23-100000.sqlite")
        #expect(try await useCase(shelf, at: TestUseCases.monday.addingTimeInterval(19 * 3600)).nightly() == nil)
        #expect(try await useCase(shelf, at: TestUseCases.monday.addingTimeInterval(21 * 3600)).nightly() != nil)
    }
}
