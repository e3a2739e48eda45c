import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox scan receipt PHOTO`: the lines of a till receipt, each confirmed (or named)
/// into the kitchen in one go; LunchBox learns the names given to the shop's words.
struct ScanReceiptCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "receipt",
            abstract: Help.say("help.scanReceipt.abstract"),
            discussion: Help.say("help.scanReceipt.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Argument(help: .say("help.scanReceipt.photo")) var photo: String
    @Flag(name: .shortAndLong, help: .say("help.scanReceipt.yes")) var yes = false

    func run() async throws {
        let services = Services(global)
        let scanning = try services.useCases().scanning
        let data = try ScanCommand.read(photo)
        let spinning = services.words("cli3.receipt.reading")
        let reading = try await Spinner.turning(spinning, output: services.errors, animated: services.context.errorsIsTerminal) {
            try await scanning.readReceipt(data)
        }
        if !format.json { Self.print(reading, photo: photo, to: services.output, words: services.words) }
        let chosen = format.json ? (yes ? reading.proposedConfirmations : []) : try ask(about: reading, services)
        let added = chosen.isEmpty ? [] : try await scanning.confirmReceipt(chosen)
        if format.json {
            try JSONOutput.print(Report(reading: reading, added: added), to: services.output)
        } else if !added.isEmpty {
            services.output.line(services.words("cli3.scan.added", added.map(\.displayText).joined(separator: ", ")))
        }
    }

    /// Asks about each line, unless `--yes` or no one is there to answer.
    private func ask(about reading: ReceiptReading, _ services: Services) throws -> [ReceiptConfirmation] {
        guard !reading.items.isEmpty else { return [] }
        if yes { return reading.proposedConfirmations }
        guard services.context.inputIsTerminal else {
            services.output.line(services.words("cli3.receipt.notAsked"))
            return []
        }
        var chosen: [ReceiptConfirmation] = []
        for item in reading.items {
            let proposed = ReceiptConfirmation(item)
            services.errors.write(Self.question(about: item, proposed: proposed, words: services.words) + " ")
            guard let answer = services.context.input.readLine(hidingInput: false)?.trimmingCharacters(in: .whitespaces) else { break }
            switch answer.lowercased() {
            case "" where !item.isTickedAtFirst, "n", "no": continue
            case "y" where !item.isTickedAtFirst && item.suggestion == nil: continue
            case "", "y", "yes": chosen.append(proposed)
            default: chosen.append(ReceiptConfirmation(name: answer, quantity: proposed.quantity, key: proposed.key))
            }
        }
        return chosen
    }

    /// "Add milk (1 l)? [Y/n/other name]", or what an unknown line is.
    private static func question(about item: ReceiptItem, proposed: ReceiptConfirmation, words: Wording) -> String {
        guard !item.isTickedAtFirst else {
            let quantity = proposed.quantity.isEmpty ? "" : words("cli3.scan.quantity", proposed.quantity)
            return words("cli3.scan.addQuestion", proposed.name + quantity)
        }
        let text = item.text.replacingOccurrences(of: "\n", with: " ")
        return item.suggestion.map { words("cli3.receipt.whatIsSuggested", text, $0) } ?? words("cli3.receipt.whatIs", text)
    }

    private static func print(_ reading: ReceiptReading, photo: String, to output: any TextOutput, words: Wording) {
        output.line(words("cli3.scan.photo", URL(fileURLWithPath: photo).lastPathComponent, reading.summary(words)))
        for (index, item) in reading.items.enumerated() {
            let name = item.isUnknown ? item.suggestion.map { words("cli3.receipt.unknownPerhaps", item.name, $0) } ?? words("cli3.receipt.unknown", item.name) : item.name
            let quantity = item.quantity.isEmpty ? "" : words("cli3.scan.quantity", item.quantity)
            let price = item.price.map { "  \($0.text)" } ?? ""
            output.line("\(String(index + 1).leftPadded(to: 3)). \(name)\(quantity)\(price)")
        }
        if !reading.skipped.isEmpty {
            let lines = reading.skipped.map { words("cli3.receipt.skippedLine", $0.text, $0.kind.titleInSentence(words)) }
            output.line(words("cli3.receipt.leftOut", lines.joined(separator: "; ")))
        }
    }

    /// What `--json` prints: the reading's fields, and what was added.
    private struct Report: Encodable {
        let reading: ReceiptReading
        let added: [InventoryItem]

        private enum CodingKeys: String, CodingKey { case added }

        func encode(to encoder: any Encoder) throws {
            try reading.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(added, forKey: .added)
        }
    }
}
