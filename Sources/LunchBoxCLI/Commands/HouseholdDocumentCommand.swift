import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox export [FILE]`: the household as one portable JSON document.
struct ExportCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: Help.say("help.export.abstract"),
            discussion:
                Help.say("help.export.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.export.file", valueName: "file")) var file: String?

    func run() async throws {
        let services = Services(global)
        let data = try await services.householdDocuments().export()
        guard let file else { return services.output.line(String(decoding: data, as: UTF8.self)) }
        do {
            try data.write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw CLIError("cli2.error.cannotWriteFile", .text(file), hint: Fault("cli2.hint.folder"))
        }
        services.output.line(services.words("cli3.document.exported", file, BackupText.size(data.count, services.words)))
    }
}

/// `lunchbox import FILE`: replaces the household with a document's, asking first when
/// the household has made something.
struct ImportCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: Help.say("help.import.abstract"),
            discussion:
                Help.say("help.import.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.import.file", valueName: "file")) var file: String
    @Flag(name: .shortAndLong, help: .say("help.import.yes")) var yes = false

    func run() async throws {
        let services = Services(global)
        let documents = try services.householdDocuments()
        let data = try InputFile.read(file, limit: HouseholdDocument.maximumBytes)
        var confirmed = yes
        if !confirmed {
            let preview = try await documents.preview(data)
            if preview.replacesSomething {
                let words = services.words
                let hint = words("cli3.document.replaceHint", "lunchbox import \(file) --yes")
                guard try services.askYes(preview.sentence(words), words("cli3.document.replaceQuestion"), hint: hint) else {
                    return services.output.line(words("cli3.document.nothingChanged"))
                }
            }
            confirmed = true
        }
        let result = try await documents.importDocument(data, confirmed: confirmed)
        let words = services.words
        services.output.line(result.keptAt.map { words("cli3.document.importedKept", result.imported(words), $0) } ?? words("cli3.document.imported", result.imported(words)))
    }
}

/// `lunchbox move-in FILE`: recipes from Mealie or Tandoor, stock from Grocy.
struct MoveInCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "move-in",
            abstract: Help.say("help.moveIn.abstract"),
            discussion:
                Help.say("help.moveIn.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.moveIn.file", valueName: "file")) var file: String

    func run() async throws {
        let services = Services(global)
        let data = try InputFile.read(file, limit: MoveInUseCase.maximumUploadBytes)
        let report = try await services.moveIn().bringIn(data, named: URL(fileURLWithPath: file).lastPathComponent)
        let words = services.words
        services.output.line(report.summary(words))
        for note in report.notes.prefix(50) { services.output.line(words("cli3.document.notMapped", note.text(words))) }
        if report.notes.count > 50 { services.output.line(words.counting("cli3.document.more", report.notes.count - 50)) }
    }
}
