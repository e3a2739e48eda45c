import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox export [FILE]`: the household as one portable JSON document.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the whole household (kitchen, members, preferences, favorites, meals, plan, shopping list, play) as one JSON document.",
        discussion:
            "The document is described in docs/household-document.md, so other apps can read it; favorites are schema.org Recipes. Without FILE it is printed. Bring it back, here or on another machine, with lunchbox import FILE."
    )

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Where to write the document.", valueName: "file")) var file: String?

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
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring in a household document from lunchbox export (says what it replaces, and asks, first).",
        discussion:
            "Into an empty household the document is brought in as it is. A household with food, members, favorites, meals or a plan is replaced, after you say yes; a backup of it is made first. A damaged document, or one from a newer LunchBox, is refused and nothing changes."
    )

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The household document, or - for standard input.", valueName: "file")) var file: String
    @Flag(name: .shortAndLong, help: "Replace the household without asking.") var yes = false

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
                guard try services.askYes(preview.sentence, words("cli3.document.replaceQuestion"), hint: hint) else {
                    return services.output.line(words("cli3.document.nothingChanged"))
                }
            }
            confirmed = true
        }
        let result = try await documents.importDocument(data, confirmed: confirmed)
        let words = services.words
        services.output.line(result.keptAt.map { words("cli3.document.importedKept", result.imported, $0) } ?? words("cli3.document.imported", result.imported))
    }
}

/// `lunchbox move-in FILE`: recipes from Mealie or Tandoor, stock from Grocy.
struct MoveInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move-in",
        abstract: "Bring in recipes from Mealie or Tandoor, or the stock list from Grocy, and say what could not be mapped.",
        discussion:
            "FILE is a Mealie backup or recipe export (.zip) or one recipe's JSON, a Tandoor export (.zip), or Grocy's stock list (the JSON of its /api/stock). Recipes become favorites and meals in the library; stock becomes the kitchen. Example: lunchbox move-in mealie_2026.11.28.zip"
    )

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The export, or - for standard input.", valueName: "file")) var file: String

    func run() async throws {
        let services = Services(global)
        let data = try InputFile.read(file, limit: MoveInUseCase.maximumUploadBytes)
        let report = try await services.moveIn().bringIn(data, named: URL(fileURLWithPath: file).lastPathComponent)
        services.output.line(report.summary)
        let words = services.words
        for line in report.notMapped.prefix(50) { services.output.line(words("cli3.document.notMapped", line)) }
        if report.notMapped.count > 50 { services.output.line(words.counting("cli3.document.more", report.notMapped.count - 50)) }
    }
}
