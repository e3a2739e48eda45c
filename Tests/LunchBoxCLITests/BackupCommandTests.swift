import Foundation
import Testing

@Suite("lunchbox backup and restore")
struct BackupCommandTests {
    @Test func aBackupIsRestoredAndTheDatabaseAsItWasIsKept() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs", "bread")
        let file = cli.home.file("saved.sqlite").path
        let backup = await cli.run("backup", file)
        #expect(backup.status == 0 && backup.output.hasPrefix("Backed up to \(file) ("), "\(backup.errors)")
        #expect(backup.output.contains("the copy checked whole"))
        await cli.run("inventory", "add", "milk")

        let restore = await cli.run("restore", file)
        #expect(restore.status == 0, "\(restore.errors)")
        let kept = try #require(restore.output.components(separatedBy: "kept at ").last?.trimmingCharacters(in: .whitespacesAndNewlines).dropLast())
        #expect(kept.hasPrefix(cli.home.file("data/lunchbox/backups/before-restore-").path))
        #expect(FileManager.default.fileExists(atPath: String(kept)))
        let list = await cli.run("inventory", "list")
        #expect(list.output.contains("eggs") && !list.output.contains("milk"))

        // Without a file name, the backup goes into backups/ beside the database.
        let named = await cli.run("backup")
        #expect(named.output.hasPrefix("Backed up to \(cli.home.file("data/lunchbox/backups/lunchbox-").path)"))
    }

    @Test func aFileThatIsNoBackupIsRefusedAndNothingChanges() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs")
        let junk = cli.home.file("junk.sqlite")
        try Data("a shopping list, not a database".utf8).write(to: junk)
        let refused = await cli.run("restore", junk.path)
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: \(junk.path) cannot be restored: it is not a database file. Nothing was changed; choose another backup.\n")
        #expect(await cli.run("inventory", "list").output.contains("eggs"))
        #expect(!FileManager.default.fileExists(atPath: cli.home.file("data/lunchbox/backups").path))
    }
}
