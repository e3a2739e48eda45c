import ArgumentParser
import Foundation
import Hummingbird
import Logging
import LunchBoxCore
import LunchBoxLive
import LunchBoxServer
import LunchBoxUseCases

/// `lunchbox serve`: the web app, for any browser on this computer (or the household's
/// network, with a passphrase).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the web app (open the printed address in a browser).",
        discussion:
            "Listens on 127.0.0.1 (this computer only) by default. To use it from phones on your network, pass --host 0.0.0.0 with a passphrase (--passphrase-file FILE or LUNCHBOX_PASSPHRASE)."
    )

    @OptionGroup var global: GlobalOptions
    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The port to listen on (0 picks a free one).") var port = 8080
    @Option(name: .customLong("passphrase-file"), help: ArgumentHelp("A file whose first line is the passphrase (needed when --host is not loopback).", valueName: "file"))
    var passphraseFile: String?
    @Flag(help: "Never contact a remote AI service: ideas come from the offline chef, AI requests report offline.")
    var offline = false

    func run() async throws {
        let services = Services(global)
        let context = services.context
        var logger = Logger(label: "lunchbox")
        logger.logLevel = Logger.Level(rawValue: context.environment["LOG_LEVEL"]?.lowercased() ?? "") ?? .info
        let configuration = ServerConfiguration(host: host, port: port, passphrase: try passphrase(context))
        let useCases = try services.useCases(networkMonitor: offline ? OfflineNetworkMonitor() : nil)
        let dependencies = ServerDependencies(useCases: useCases, logger: logger)
        let output = context.output
        let app = try await buildApplication(dependencies, configuration: configuration) { port in
            let everywhere = configuration.host == "0.0.0.0" || configuration.host == "::"
            let addresses = everywhere ? InterfaceNetworkMonitor.networkAddresses().map { "http://\($0):\(port)/" } : []
            let urls = addresses.isEmpty ? [configuration.url(port: port)] : ["http://127.0.0.1:\(port)/"] + addresses
            output.line("LunchBox is running. Open \(urls.joined(separator: " or ")) in your browser (Ctrl-C stops it).")
        }
        let trimmer = Task { await FreedMemoryTrimmer.run() }
        defer { trimmer.cancel() }
        try await app.runService()
    }

    private func passphrase(_ context: CLIContext) throws -> String? {
        if let passphraseFile {
            guard let text = try? String(contentsOfFile: passphraseFile, encoding: .utf8) else {
                throw ServerConfigurationError.unreadablePassphraseFile(path: passphraseFile)
            }
            return text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return context.environment["LUNCHBOX_PASSPHRASE"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
