import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox backup [FILE]`: a consistent copy of the database, even while the server writes.
struct BackupCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "backup",
            abstract: Help.say("help.backup.abstract"),
            discussion:
                Help.say("help.backup.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.backup.file", valueName: "file")) var file: String?

    func run() async throws {
        let services = Services(global)
        let copy = try await services.backups().backup(to: file)
        let words = services.words
        services.output.line(words("cli3.backup.done", copy.path, BackupText.size(copy.bytes, words), copy.schemaVersion))
    }
}

/// `lunchbox restore FILE`: puts a backup back, keeping the database as it was.
struct RestoreCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "restore",
            abstract: Help.say("help.restore.abstract"),
            discussion:
                Help.say("help.restore.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.restore.file", valueName: "file")) var file: String

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
