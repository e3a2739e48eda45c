import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox scan PHOTO…`: what each photo shows, each food confirmed into the kitchen.
struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Recognise food in photos and add what you confirm to the kitchen.",
        discussion: """
            Lists the foods found above the confidence threshold, with how sure each recognizer was, then asks \
            about each one (y adds it, n skips it, or type a better name). Barcodes you name are remembered.
            Example: lunchbox scan fridge.jpg   (lunchbox settings scan shows the recognizers)
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Argument(help: "Photos (JPEG, PNG, WebP, HEIC or GIF).") var photos: [String]
    @Flag(name: .shortAndLong, help: "Add every food found without asking (barcodes nobody named are skipped).") var yes = false
    @Option(name: .customLong("recognizer"), help: "Use only this recognizer: vision, labels or barcode (repeatable).")
    var recognizers: [String] = []

    func run() async throws {
        let services = Services(global)
        let only = try recognizers.isEmpty ? nil : Set(recognizers.map(Self.kind(named:)))
        let scanning = try services.useCases().scanning
        var outcomes: [ScanOutcome] = []
        for path in photos {
            let data = try Self.read(path)
            let spinner = Spinner(
                message: "Scanning \(URL(fileURLWithPath: path).lastPathComponent)…", output: services.errors, animated: services.context.errorsIsTerminal)
            let outcome: ScanOutcome
            do {
                outcome = try await scanning.scan(data, only: only)
                await spinner.stop()
            } catch {
                await spinner.stop()
                throw error
            }
            outcomes.append(outcome)
            if !format.json { Self.print(outcome, photo: path, to: services.output) }
        }
        let confirmations = format.json ? (yes ? outcomes.flatMap(\.detected).compactMap(Self.confirmation) : []) : try ask(about: outcomes, services)
        let added = confirmations.isEmpty ? [] : try await scanning.confirm(confirmations)
        if format.json {
            try JSONOutput.print(ScanReport(photos: zip(photos, outcomes).map { ScanReport.Photo(file: $0, outcome: $1) }, added: added), to: services.output)
        } else if !added.isEmpty {
            services.output.line("Added \(added.map(\.displayText).joined(separator: ", ")) to the kitchen.")
        }
    }

    /// Asks about each detection, unless `--yes` or no one is there to answer.
    private func ask(about outcomes: [ScanOutcome], _ services: Services) throws -> [ScanConfirmation] {
        let detected = outcomes.flatMap(\.detected)
        guard !detected.isEmpty else { return [] }
        if yes { return detected.compactMap(Self.confirmation) }
        guard services.context.inputIsTerminal else {
            services.output.line("Nothing added: run with --yes to add these, or run in a terminal to choose.")
            return []
        }
        var confirmations: [ScanConfirmation] = []
        for item in detected {
            let question = item.needsName ? "What is barcode \(item.barcode ?? "")? (name, or Enter to skip) " : "Add \(item.name)? [Y/n/other name] "
            services.errors.write(question)
            guard let answer = services.context.input.readLine(hidingInput: false)?.trimmingCharacters(in: .whitespaces) else { break }
            switch answer.lowercased() {
            case "" where item.needsName, "n", "no": continue
            case "", "y", "yes": confirmations.append(ScanConfirmation(name: item.name, quantity: item.quantity ?? "", barcode: item.barcode))
            default: confirmations.append(ScanConfirmation(name: answer, quantity: item.quantity ?? "", barcode: item.barcode))
            }
        }
        return confirmations
    }

    private static func confirmation(for item: DetectedItem) -> ScanConfirmation? {
        item.needsName ? nil : ScanConfirmation(name: item.name, quantity: item.quantity ?? "", barcode: item.barcode)
    }

    private static func print(_ outcome: ScanOutcome, photo: String, to output: any TextOutput) {
        output.line("\(URL(fileURLWithPath: photo).lastPathComponent): \(outcome.message)")
        for (index, item) in outcome.detected.enumerated() {
            let name = item.needsName ? "Unknown product (barcode \(item.barcode ?? ""))" : item.name
            let quantity = item.quantity.map { " (\($0))" } ?? ""
            output.line("\(String(index + 1).leftPadded(to: 3)). \(name)\(quantity)  \(item.confidenceSummary)")
        }
        for report in outcome.reports {
            if let error = report.error { output.line("     \(report.kind.title) failed: \(error.message)") }
        }
    }

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
            throw CLIError("Cannot open \(path): no such file.")
        }
        if let size = attributes[.size] as? Int, size > ScanPhoto.maximumBytes {
            throw ScanError.photoTooLarge(maximumBytes: ScanPhoto.maximumBytes)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CLIError("Cannot read \(path): \(error.localizedDescription)")
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
