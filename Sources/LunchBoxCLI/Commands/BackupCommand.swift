import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox backup [FILE]`: a consistent copy of the database, even while the server writes.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the household's database to a file, checked whole (safe while the server runs).",
        discussion:
            "Without FILE the copy goes into backups/ beside the database, named by date and time. The AI key is never in a backup: it is not kept in the database. Put a backup back with lunchbox restore FILE."
    )

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Where to write the backup.", valueName: "file")) var file: String?

    func run() async throws {
        let services = Services(global)
        let copy = try await services.backups().backup(to: file)
        let words = services.words
        services.output.line(words("cli3.backup.done", copy.path, BackupText.size(copy.bytes, words), copy.schemaVersion))
    }
}

/// `lunchbox restore FILE`: puts a backup back, keeping the database as it was.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup back in place of the household's database (the current one is kept).",
        discussion:
            "A damaged file, a file that is not LunchBox's, or one from a newer LunchBox is refused and nothing changes. The database as it was is kept in backups/ beside it first; an older backup is brought up to this version. Stop lunchbox serve first, or restart it after."
    )

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The backup to restore.", valueName: "file")) var file: String

    func run() async throws {
        let services = Services(global)
        let (restored, kept) = try await services.backups().restore(from: file)
        services.output.line(services.words("cli3.backup.restored", restored.path, restored.schemaVersion, kept))
    }
}

enum BackupText {
    /// "84 kB", "1.2 MB" ("1,2 Mo" in French): the size of a file written, in `words`' language.
    static func size(_ bytes: Int, _ words: Wording) -> String {
        guard bytes >= 1_000_000 else { return words("cli3.size.kB", max(1, bytes / 1000)) }
        return words("cli3.size.MB", String(format: "%.1f", locale: words.locale, Double(bytes) / 1_000_000))
    }
}
