import Foundation
import GRDB
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@Suite("App database")
struct AppDatabaseTests {
    @Test func aFreshDatabaseHasDefaults() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.favorites().isEmpty)
        #expect(try await database.dietaryPreferences() == .none)
        #expect(try await database.aiConfiguration() == .default)
        #expect(try await database.inventory().isEmpty)
    }

    @Test func aiSettingsRoundTripAndNeverHoldAKey() async throws {
        let database = try AppDatabase.inMemory()
        let configuration = AIConfiguration(baseURL: URL(string: "https://openrouter.ai/api/v1/")!, model: "openai/gpt-4o-mini", timeout: 30, temperature: 0.2, maxTokens: 800)
        try await database.updateAIConfiguration { [configuration] in $0 = configuration }
        var expected = configuration
        expected.baseURL = URL(string: "https://openrouter.ai/api/v1")!
        #expect(try await database.aiConfiguration() == expected)
        let columns = try await database.reader.read { db in try db.columns(in: "aiSettings").map(\.name) }
        #expect(!columns.contains { $0.lowercased().contains("key") })
    }

    @Test func aiSettingsRefuseInsecureURLs() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: AIClientError.insecureEndpoint(host: "example.com")) {
            try await database.updateAIConfiguration { [configuration = AIConfiguration(baseURL: URL(string: "http://example.com/v1")!, model: "m")] in $0 = configuration }
        }
        #expect(try await database.aiConfiguration() == .default)
    }

    @Test func inventoryKeepsOrderAndRules() async throws {
        let database = try AppDatabase.inMemory()
        let eggs = try await database.addInventoryItem(InventoryItem(name: " eggs ", quantity: "6", bestBefore: CalendarDay(isoString: "2026-11-25")))
        let bread = try await database.addInventoryItem(InventoryItem(name: "bread"))
        #expect(eggs.name == "eggs")
        var renamed = eggs
        renamed.name = "free-range eggs"
        try await database.updateInventoryItem(renamed)
        #expect(try await database.inventory().items == [renamed, bread])
        // What a date means is kept, and can be taken back to the food's usual kind.
        renamed.dateKind = .useBy
        try await database.updateInventoryItem(renamed)
        #expect(try await database.inventory().items.first?.dateKind == .useBy)
        renamed.dateKind = nil
        try await database.updateInventoryItem(renamed)
        #expect(try await database.inventory().items == [renamed, bread])
        await #expect(throws: UserTextError.self) { try await database.addInventoryItem(InventoryItem(name: "\u{1B}[2J")) }
        await #expect(throws: InventoryError.itemNotFound) { try await database.removeInventoryItem(id: UUID()) }
        try await database.removeInventoryItem(id: eggs.id)
        #expect(try await database.inventory().items == [bread])
        try await database.clearInventory()
        #expect(try await database.inventory().isEmpty)
    }

    @Test func resavingAFavoriteMovesItToTheTop() async throws {
        let database = try AppDatabase.inMemory()
        let first = LunchBoxIdea(name: "A", ingredients: ["x"], preparationSteps: ["y"], origin: .offlineChef)
        let second = LunchBoxIdea(name: "B", ingredients: ["x"], preparationSteps: ["y"], origin: .ai(model: "m"))
        try await database.saveFavorite(first, at: Date(timeIntervalSince1970: 100))
        try await database.saveFavorite(second, at: Date(timeIntervalSince1970: 200))
        try await database.saveFavorite(first, at: Date(timeIntervalSince1970: 300))
        let favorites = try await database.favorites()
        #expect(favorites.map(\.name) == ["A", "B"])
        #expect(favorites[1].origin == .ai(model: "m"))
        #expect(try await database.favorites().count == 2)
        let summaries = try await database.favoriteSummaries()
        #expect(summaries.map(\.id) == favorites.map(\.id))
        #expect(summaries.map(\.name) == ["A", "B"])
        #expect(summaries.map(\.savedAt) == favorites.map(\.savedAt!))
        #expect(summaries[1].origin == .ai(model: "m"))
        #expect(try await database.deleteFavorite(id: UUID()) == nil)
    }

    @Test(arguments: [
        Data("this is not a database at all, just some text that someone saved here".utf8),
        Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }),
    ])
    func aCorruptFileIsRefusedAndLeftUntouched(contents: Data) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("lunchbox.sqlite").path
        try contents.write(to: URL(fileURLWithPath: path))
        do {
            _ = try AppDatabase.open(path: path)
            Issue.record("a corrupt file was opened")
        } catch let error as StorageError {
            #expect(error == .cannotOpen(path: path, reason: "it is not a database file"))
            #expect(error.localizedDescription.contains(path))
            #expect(error.localizedDescription.contains("left unchanged"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["lunchbox.sqlite"], "no journal or WAL files were created")
    }

    @Test func aForeignSQLiteFileIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("other.sqlite").path
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('hello')") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StorageError.cannotOpen(path: path, reason: "it is an SQLite database, but not one of LunchBox's")) {
            _ = try AppDatabase.open(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("newer.sqlite").path
        _ = try AppDatabase.open(path: path)
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99: from the future')") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StorageError.newerVersion(path: path)) { _ = try AppDatabase.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func openCreatesMissingFolders() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("a/b/lunchbox.sqlite").path
        let database = try AppDatabase.open(path: path)
        try await database.saveDietaryPreferences(DietaryPreferences([.vegan]))
        #expect(FileManager.default.fileExists(atPath: path))
    }
}

@Suite("Recent ideas")
struct RecentIdeasTests {
    @Test func theLatestBatchReplacesThePreviousOne() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.recentIdeas() == nil)
        let first = IdeaBatch(ideas: [LunchBoxIdea(name: "A", ingredients: ["x"], preparationSteps: ["y"])], origin: .ai(model: "m"))
        let second = IdeaBatch(ideas: [LunchBoxIdea(name: "B", ingredients: ["x"], preparationSteps: ["y"], origin: .offlineChef)], origin: .offlineChef)
        try await database.saveRecentIdeas(first)
        try await database.saveRecentIdeas(second)
        #expect(try await database.recentIdeas() == second)
        #expect(try await database.recentIdeas()?.idea(id: second.ideas[0].id)?.name == "B")
    }
}
