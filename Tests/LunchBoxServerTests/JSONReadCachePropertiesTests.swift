import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxServer
import LunchBoxStorage
import LunchBoxTesting
import PropertyBased
import Testing

/// The JSON reads the server keeps (`JSONReadCache`) are never behind: after any write
/// by the server, by another `lunchbox` process on the same file, or by another SQLite
/// tool, the next read answers what the file holds.
@Suite("Kept JSON reads")
struct JSONReadCachePropertiesTests {
    enum Writer: Int, CaseIterable, Sendable {
        case server, otherProcess, sqliteTool
    }

    struct Step: Sendable {
        let writer: Writer
        let add: String?
        let removeFirst: Bool
    }

    static var step: Generator<Step, some SendableSequenceType> {
        zip(Gen.int(in: 0...2), Generators.foodName, Gen.bool).map { writer, name, remove in
            Step(writer: Writer(rawValue: writer) ?? .server, add: remove ? nil : name, removeFirst: remove)
        }
    }

    struct Items: Decodable { let items: [InventoryItem] }

    // Feature: lunchbox-prep, Property 28: For any sequence of inventory writes by the server, another process or another SQLite tool, a JSON read of the inventory answers what the file holds after them, although the server keeps its answers.
    @Test func keptAnswersFollowEveryWriter() async throws {
        await propertyCheck(count: 100, input: Self.step.array(of: 1...6)) { steps in
            let folder = try TemporaryDirectory()
            let path = folder.file("lunchbox.sqlite").path
            let server = try AppDatabase.open(path: path)
            let other = try AppDatabase.open(path: path)
            let tool = try DatabaseQueue(path: path)
            let useCases = try TestUseCases.make(database: server).useCases
            let router = try await buildRouter(ServerDependencies(useCases: useCases), configuration: ServerConfiguration())
            try await Application(router: router).test(.router) { client in
                func read() async throws -> [String] {
                    try await client.execute(uri: "/api/inventory", method: .get) { response in
                        try JSONDecoder().decode(Items.self, from: Data(buffer: response.body)).items.map(\.name)
                    }
                }
                _ = try await read()  // kept from the start
                for step in steps {
                    let first = try await other.inventory().items.first
                    switch (step.writer, step.add) {
                    case (.server, let name?): try await server.addInventoryItem(InventoryItem(name: name))
                    case (.otherProcess, let name?): try await other.addInventoryItem(InventoryItem(name: name))
                    case (.sqliteTool, let name?):
                        try await tool.write { db in
                            try db.execute(
                                sql: "INSERT INTO inventoryItem (id, name, quantity, position) VALUES (?, ?, '', (SELECT IFNULL(MAX(position), 0) + 1 FROM inventoryItem))",
                                arguments: [UUID().uuidString, name])
                        }
                    case (.server, nil): if let first { try await server.removeInventoryItem(id: first.id) }
                    case (.otherProcess, nil): if let first { try await other.removeInventoryItem(id: first.id) }
                    case (.sqliteTool, nil):
                        if let first { try await tool.write { db in try db.execute(sql: "DELETE FROM inventoryItem WHERE id = ?", arguments: [first.id.uuidString]) } }
                    }
                    let answered = try await read()
                    let held = try await other.inventory().items.map(\.name)
                    #expect(answered == held)
                }
            }
            try tool.close()
            withExtendedLifetime(folder) {}
        }
    }

    @Test func everyTableCountsItsChanges() async throws {
        let database = try AppDatabase.inMemory()
        let tables = try await database.reader.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('grdb_migrations', 'changeCounter')")
        }
        let triggers = Set(try await database.reader.read { db in try String.fetchAll(db, sql: "SELECT tbl_name || ' ' || name FROM sqlite_master WHERE type = 'trigger'") })
        #expect(!tables.isEmpty)
        for table in tables {
            for event in ["insert", "update", "delete"] {
                #expect(triggers.contains("\(table) count_\(event)_\(table)"), "\(table) \(event)")
            }
        }
        let before = try await database.changeCount()
        try await database.addInventoryItem(InventoryItem(name: "eggs"))
        #expect(try await database.changeCount() > before)
    }
}
