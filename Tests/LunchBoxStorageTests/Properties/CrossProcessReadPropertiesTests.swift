import Foundation
import GRDB
import LunchBoxTesting
import PropertyBased
import Testing

@testable import LunchBoxCore
@testable import LunchBoxStorage

/// Reads are never behind: every write, by this process or by another one on the same
/// file (the CLI while the server runs), shows in the very next read. Guards against a
/// read cache that misses another process's commit.
@Suite("Cross-process read properties")
struct CrossProcessReadPropertiesTests {
    /// One step: who writes (the server's handle or another process's), and what.
    enum Step: Sendable {
        case add(name: String, byOther: Bool)
        case rename(pick: Int, name: String, byOther: Bool)
        case remove(pick: Int, byOther: Bool)
        case clear(byOther: Bool)
    }

    static var step: Generator<Step, some SendableSequenceType> {
        zip(Gen.int(in: 0...9), Gen.int(in: 0...50), Generators.foodName, Gen.bool).map { kind, pick, name, byOther -> Step in
            switch kind {
            case 0...3: .add(name: name, byOther: byOther)
            case 4...6: .rename(pick: pick, name: name, byOther: byOther)
            case 7...8: .remove(pick: pick, byOther: byOther)
            default: .clear(byOther: byOther)
            }
        }
    }

    /// What the file holds, read in a write transaction.
    static func stored(_ database: AppDatabase) async throws -> Inventory {
        try await database.writer.read { db in try AppDatabase.inventory(db) }
    }

    /// Writes the step through `server` or `other`; refused writes (a name too long, say)
    /// change nothing, which the next read must show too.
    static func apply(_ step: Step, server: AppDatabase, other: AppDatabase) async throws {
        let items = try await stored(server).items
        switch step {
        case .add(let name, let byOther):
            _ = try? await (byOther ? other : server).addInventoryItem(InventoryItem(name: name))
        case .rename(let pick, let name, let byOther):
            guard !items.isEmpty else { return }
            var item = items[pick % items.count]
            item.name = name
            _ = try? await (byOther ? other : server).updateInventoryItem(item)
        case .remove(let pick, let byOther):
            guard !items.isEmpty else { return }
            _ = try await (byOther ? other : server).removeInventoryItem(id: items[pick % items.count].id)
        case .clear(let byOther):
            try await (byOther ? other : server).clearInventory()
        }
    }

    // Feature: lunchbox-prep, Property 23: For any sequence of inventory writes and reads, through the server's database handle or another process's on the same file, each read returns what the file holds after the writes before it.
    @Test func everyWriteShowsInTheNextRead() async throws {
        let folder = try TemporaryDirectory()
        await propertyCheck(count: 100, input: Self.step.array(of: 1...12)) { steps in
            let path = folder.file("\(UUID().uuidString).sqlite").path
            let server = try AppDatabase.open(path: path)
            let other = try AppDatabase.open(path: path)
            #expect(try await server.inventory() == Inventory())
            for step in steps {
                try await Self.apply(step, server: server, other: other)
                let expected = try await Self.stored(server)
                #expect(try await server.inventory() == expected)
                #expect(try await other.inventory() == expected)
            }
        }
    }

    // Feature: lunchbox-prep, Property 24: For any sequence of inventory writes to an in-memory database, each read returns what a fresh read of the database returns.
    @Test func anInMemoryDatabaseIsNeverBehind() async throws {
        await propertyCheck(count: 100, input: Self.step.array(of: 1...12)) { steps in
            let database = try AppDatabase.inMemory()
            for step in steps {
                try await Self.apply(step, server: database, other: database)
                #expect(try await database.inventory() == Self.stored(database))
            }
        }
    }
}
