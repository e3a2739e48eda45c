import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension SettingsCommand {
    /// `lunchbox settings scan`: the recognizers, the threshold, the vision model and the
    /// online barcode lookup.
    struct Scan: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.settings.scan.abstract"),
                discussion: Help.say("help.settings.scan.discussion"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Option(help: .say("help.settings.scan.threshold")) var threshold: Float?
        @Option(name: .customLong("vision-model"), help: .say("help.settings.scan.visionModel")) var visionModel: String?
        @Option(help: .say("help.settings.scan.enable")) var enable: [String] = []
        @Option(help: .say("help.settings.scan.disable")) var disable: [String] = []
        @Option(name: .customLong("product-lookup"), help: .say("help.settings.scan.productLookup"))
        var productLookup: String?

        func run() async throws {
            let services = Services(global)
            let words = services.words
            let scanning = try services.useCases().scanning
            var enabled: [RecognizerKind: Bool] = [:]
            for name in enable { enabled[try ScanCommand.kind(named: name)] = true }
            for name in disable { enabled[try ScanCommand.kind(named: name)] = false }
            let lookup: Bool? = try productLookup.map { value in
                switch value.lowercased() {
                case "on", "yes", "true": return true
                case "off", "no", "false": return false
                default: throw CLIError("cli3.scanSettings.lookupOnOff")
                }
            }
            let change = ScanSettingsChange(threshold: threshold, visionModel: visionModel, enabled: enabled, onlineProductLookup: lookup)
            try await scanning.updateSettings(change)
            let settings = try await scanning.summary()
            if format.json {
                return try JSONOutput.print(settings, to: services.output)
            }
            services.output.line(words("cli3.scanSettings.recognizers"))
            for status in settings.recognizers {
                let title = words("settings.recognizer.\(status.kind.rawValue)")
                let state = words("cli3.scanSettings.state.\(status.state.rawValue)")
                services.output.line(words("cli3.scanSettings.recognizer", title, status.kind.rawValue, state, status.detail(words)))
            }
            services.output.line(words("cli3.scanSettings.threshold", Int((settings.threshold * 100).rounded())))
            services.output.line(words("cli3.scanSettings.visionModel", settings.visionModel ?? words("cli3.scanSettings.ideasModel")))
            services.output.line(words(settings.onlineProductLookup ? "cli3.scanSettings.lookupOn" : "cli3.scanSettings.lookupOff"))
        }
    }
}
