import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxStorage

/// Issue 42: backups made while the household writes, and restores that refuse a bad file.
@Suite("Backups and restores")
struct BackupTests {
    /// The ids of the items whose adds have been answered.
    private actor Acknowledged {
        var ids: Set<UUID> = []
        func add(_ id: UUID) { ids.insert(id) }
    }

    private func items(_ database: AppDatabase) async throws -> Set<UUID> {
        Set(try await database.inventory().items.map(\.id))
    }

    @Test("A backup taken while four writers add food holds every add answered before it began, and restores")
    func backupWhileWriting() async throws {
        let folder = try TemporaryDirectory()
        let database = try AppDatabase.open(path: folder.file("lunchbox.sqlite").path)
        let acknowledged = Acknowledged()
        let copyPath = folder.file("backup.sqlite").path
        let before = try await withThrowingTaskGroup(of: Void.self) { group -> Set<UUID> in
            for writer in 0..<4 {
                group.addTask {
                    for index in 0..<60 {
                        let item = try await database.addInventoryItems([InventoryItem(name: "food \(writer)-\(index)")])[0]
                        await acknowledged.add(item.id)
                    }
                }
            }
            // Some adds are answered before the backup begins; the others go on during it.
            for _ in 0..<1_000_000 where await acknowledged.ids.count < 40 { await Task.yield() }
            let answered = await acknowledged.ids
            _ = try await database.backup(to: copyPath)
            try await group.waitForAll()
            return answered
        }
        let restoredInto = try AppDatabase.open(path: folder.file("other.sqlite").path)
        let restored = try await restoredInto.restore(from: copyPath, keeping: folder.file("kept.sqlite").path)
        #expect(restored.schemaVersion == (try await database.schemaVersion()))
        let held = try await items(restoredInto)
        #expect(before.isSubset(of: held), "\(before.subtracting(held).count) answered adds missing from the backup")
        #expect(held.isSubset(of: try await items(database)))
        // The backup is one file, and the database restored into was kept first (empty).
        #expect(!FileManager.default.fileExists(atPath: copyPath + "-wal"))
        #expect(try await AppDatabase.open(path: folder.file("kept.sqlite").path).inventory().items.isEmpty)
    }

    @Test("A damaged backup, another program's database and one from a newer LunchBox are refused and change nothing")
    func refusedRestores() async throws {
        let folder = try TemporaryDirectory()
        let database = try AppDatabase.open(path: folder.file("lunchbox.sqlite").path)
        _ = try await database.addInventoryItems([InventoryItem(name: "eggs"), InventoryItem(name: "bread")])
        let good = try await database.backup(to: folder.file("good.sqlite").path)
        _ = try await database.addInventoryItems([InventoryItem(name: "milk")])
        let kitchen = try await items(database)

        // Damaged: a page in the middle overwritten.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: good.path))
        let middle = bytes.count / 2
        bytes.replaceSubrange(middle..<(middle + 4096), with: Data(repeating: 0x5A, count: 4096))
        try bytes.write(to: folder.file("damaged.sqlite"))
        // Another program's database.
        let other = try DatabaseQueue(path: folder.file("other.sqlite").path)
        try await other.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try other.close()
        // A newer LunchBox's: a migration this version does not know.
        try FileManager.default.copyItem(atPath: good.path, toPath: folder.file("newer.sqlite").path)
        let newer = try DatabaseQueue(path: folder.file("newer.sqlite").path)
        try await newer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('issue99-from-the-future')") }
        try newer.close()
        try Data("not a database".utf8).write(to: folder.file("text.sqlite"))

        for name in ["damaged.sqlite", "other.sqlite", "newer.sqlite", "text.sqlite", "missing.sqlite"] {
            let kept = folder.file("kept-\(name)").path
            await #expect(throws: StorageError.self, "\(name)") { _ = try await database.restore(from: folder.file(name).path, keeping: kept) }
            #expect(try await items(database) == kitchen, "\(name)")
            #expect(!FileManager.default.fileExists(atPath: kept), "\(name)")
        }
        // The good one restores, and the kitchen as it was is kept.
        _ = try await database.restore(from: good.path, keeping: folder.file("kept.sqlite").path)
        #expect(try await database.inventory().items.map(\.name) == ["eggs", "bread"])
        #expect(try await items(AppDatabase.open(path: folder.file("kept.sqlite").path)) == kitchen)
    }
}
