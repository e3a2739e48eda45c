import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox scan`: photos to foods (the default, `ScanPhotosCommand`), naming a photo
/// for the kitchen memory (`teach`), and what the memory learnt (`memory`).
struct ScanCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "scan",
            abstract: Help.say("help.scan.abstract"),
            discussion: Help.say("help.scan.discussion"),
            subcommands: [ScanPhotosCommand.self, ScanReceiptCommand.self, ScanTeachCommand.self, ScanMemoryCommand.self],
            defaultSubcommand: ScanPhotosCommand.self
        )
    }
}

/// `lunchbox scan PHOTO…`: what each photo shows, each food confirmed into the kitchen
/// (and into the kitchen memory); `lunchbox scan` alone says what this machine can see.
struct ScanPhotosCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "photos",
            abstract: Help.say("help.scanPhotos.abstract"),
            discussion: Help.say("help.scanPhotos.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Argument(help: .say("help.scanPhotos.photos")) var photos: [String] = []
    @Flag(name: .shortAndLong, help: .say("help.scanPhotos.yes")) var yes = false
    @Option(name: .customLong("recognizer"), help: .say("help.scanPhotos.recognizers"))
    var recognizers: [String] = []

    func run() async throws {
        let services = Services(global)
        let only = try recognizers.isEmpty ? nil : Set(recognizers.map(ScanCommand.kind(named:)))
        let scanning = try services.useCases().scanning
        guard !photos.isEmpty else {
            let capabilities = try await scanning.capabilities()
            if format.json { return try JSONOutput.print(capabilities, to: services.output) }
            services.output.line(services.words("cli3.scan.canRecognise"))
            for line in capabilities.lines(services.words) { services.output.line(services.words("cli3.scan.capability", line)) }
            return
        }
        var outcomes: [ScanOutcome] = []
        for path in photos {
            let data = try ScanCommand.read(path)
            let outcome = try await Spinner.turning(
                services.words("cli3.scan.scanning", URL(fileURLWithPath: path).lastPathComponent), output: services.errors,
                animated: services.context.errorsIsTerminal
            ) { try await scanning.scan(data, only: only) }
            outcomes.append(outcome)
            if !format.json { Self.print(outcome, photo: path, to: services.output, words: services.words) }
        }
        let confirmations =
            format.json ? (yes ? outcomes.map { $0.detected.compactMap(Self.confirmation) } : outcomes.map { _ in [] }) : try ask(about: outcomes, services)
        var added: [InventoryItem] = []
        for (outcome, chosen) in zip(outcomes, confirmations) where !chosen.isEmpty {
            added += try await scanning.confirm(chosen, photo: outcome.photoID)
        }
        if format.json {
            try JSONOutput.print(ScanReport(photos: zip(photos, outcomes).map { ScanReport.Photo(file: $0, outcome: $1) }, added: added), to: services.output)
        } else if !added.isEmpty {
            services.output.line(services.words("cli3.scan.added", added.map(\.displayText).joined(separator: ", ")))
        }
    }

    /// Asks about each detection, unless `--yes` or no one is there to answer: the
    /// confirmations photo by photo.
    private func ask(about outcomes: [ScanOutcome], _ services: Services) throws -> [[ScanConfirmation]] {
        let none = outcomes.map { _ in [ScanConfirmation]() }
        guard outcomes.contains(where: { !$0.detected.isEmpty }) else { return none }
        if yes { return outcomes.map { $0.detected.compactMap(Self.confirmation) } }
        guard services.context.inputIsTerminal else {
            services.output.line(services.words("cli3.scan.notAsked"))
            return none
        }
        var confirmations = none
        for (index, outcome) in outcomes.enumerated() {
            for item in outcome.detected {
                let words = services.words
                let question = item.needsName ? words("cli3.scan.nameBarcode", item.barcode ?? "") : words("cli3.scan.addQuestion", item.name)
                services.errors.write(question + " ")
                guard let answer = services.context.input.readLine(hidingInput: false)?.trimmingCharacters(in: .whitespaces) else { return confirmations }
                switch answer.lowercased() {
                case "" where item.needsName, "n", "no": continue
                case "", "y", "yes": confirmations[index].append(ScanConfirmation(name: item.name, quantity: item.quantity ?? "", barcode: item.barcode))
                default: confirmations[index].append(ScanConfirmation(name: answer, quantity: item.quantity ?? "", barcode: item.barcode))
                }
            }
        }
        return confirmations
    }

    private static func confirmation(for item: DetectedItem) -> ScanConfirmation? {
        item.needsName ? nil : ScanConfirmation(name: item.name, quantity: item.quantity ?? "", barcode: item.barcode)
    }

    private static func print(_ outcome: ScanOutcome, photo: String, to output: any TextOutput, words: Wording) {
        output.line(words("cli3.scan.photo", URL(fileURLWithPath: photo).lastPathComponent, outcome.message(words)))
        for (index, item) in outcome.detected.enumerated() {
            let name = item.needsName ? words("cli3.scan.unknownProduct", item.barcode ?? "") : item.name
            let quantity = item.quantity.map { words("cli3.scan.quantity", $0) } ?? ""
            output.line("\(String(index + 1).leftPadded(to: 3)). \(name)\(quantity)  \(item.confidenceSummary(words))")
        }
        for report in outcome.reports {
            guard let error = report.error else { continue }
            output.line(words("cli3.scan.failed", words("settings.recognizer.\(report.kind.rawValue)"), error.message(words)))
        }
        for line in outcome.advice(words) { output.line("     \(line)") }
    }
}

extension ScanCommand {
    static func kind(named name: String) throws -> RecognizerKind {
        do {
            return try RecognizerKind(named: name.lowercased())
        } catch {
            throw ScanSettingsError.unknownRecognizer(name)
        }
    }

    /// The file's bytes, refused before reading when it is too large (shared with `ideas --photo`).
    static func read(_ path: String) throws -> Data {
        let url = URL(fileURLWithPath: path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw CLIError("cli2.error.noSuchFile", .text(path))
        }
        if let size = attributes[.size] as? Int, size > ScanPhoto.maximumBytes {
            throw ScanError.photoTooLarge(maximumBytes: ScanPhoto.maximumBytes)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CLIError("cli2.error.cannotReadBecause", .text(path), .text(error.localizedDescription))
        }
    }
}

/// What `lunchbox scan --json` prints.
struct ScanReport: Encodable {
    struct Photo: Encodable {
        let file: String
        let outcome: ScanOutcome
    }

    let photos: [Photo]
    let added: [InventoryItem]
}
