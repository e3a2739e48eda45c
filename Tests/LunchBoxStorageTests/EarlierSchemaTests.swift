import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxStorage

/// Issue 42: a database, or a backup, from any earlier version opens and is brought up to
/// this one. Each earlier schema is made by running the migrations up to it, with a kitchen
/// item in it once the kitchen has its table; the file then opens, restores and migrates.
@Suite("Databases from every earlier schema")
struct EarlierSchemaTests {
    @Test(arguments: AppDatabase.migrator.migrations.dropLast())
    func opensAndMigrates(_ schema: String) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("earlier.sqlite").path
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.migrator.migrate(queue, upTo: schema)
            try await queue.write { db in
                if try db.tableExists("inventoryItem") {
                    try db.execute(sql: "INSERT INTO inventoryItem (id, name, quantity, position) VALUES (?, 'eggs', '6', 0)", arguments: [UUID().uuidString])
                }
            }
            try queue.close()
        }
        let hadKitchen = try await DatabaseQueue(path: path).read { try $0.tableExists("inventoryItem") }
        // Restored as a backup into today's database...
        let today = try AppDatabase.open(path: folder.file("today.sqlite").path)
        let restored = try await today.restore(from: path, keeping: folder.file("kept.sqlite").path)
        #expect(restored.schemaVersion == schema)
        #expect(try await today.schemaVersion() == AppDatabase.migrator.migrations.last)
        #expect(try await today.inventory().items.map(\.name) == (hadKitchen ? ["eggs"] : []))
        // ...and opened as it is.
        let opened = try AppDatabase.open(path: path)
        #expect(try await opened.schemaVersion() == AppDatabase.migrator.migrations.last)
        _ = try await opened.favorites()
        _ = try await opened.members()
        #expect(try await opened.inventory().items.count == (hadKitchen ? 1 : 0))
    }
}
