import ArgumentParser
import Foundation
import Hummingbird
import Logging
import LunchBoxCore
import LunchBoxLive
import LunchBoxServer
import LunchBoxStorage
import LunchBoxUseCases

/// `lunchbox serve`: the web app, for any browser on this computer (or the household's
/// network, with a passphrase).
struct ServeCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: Help.say("help.serve.abstract"),
            discussion:
                Help.say("help.serve.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Option(help: .say("help.serve.host")) var host = "127.0.0.1"
    @Option(help: .say("help.serve.port")) var port = 8080
    @Option(name: .customLong("passphrase-file"), help: .say("help.serve.passphraseFile", valueName: "file"))
    var passphraseFile: String?
    @Option(name: .customLong("header-timeout"), help: .say("help.serve.headerTimeout", valueName: "seconds"))
    var headerTimeout: Double = 10
    @Option(name: .customLong("body-timeout"), help: .say("help.serve.bodyTimeout", valueName: "seconds"))
    var bodyTimeout: Double = 30
    @Flag(help: .say("help.serve.offline"))
    var offline = false
    @Flag(help: .say("help.serve.https"))
    var https = false
    @Option(name: .customLong("tls-cert"), help: .say("help.serve.tlsCertificate", valueName: "file"))
    var tlsCertificate: String?
    @Option(name: .customLong("tls-key"), help: .say("help.serve.tlsKey", valueName: "file"))
    var tlsKey: String?
    @Option(
        name: .customLong("trusted-proxy"),
        help: .say(
            "help.serve.trustedProxies",
            valueName: "address"))
    var trustedProxies: [String] = []
    @Option(name: .customLong("keep-daily"), help: .say("help.serve.keepDaily", valueName: "n"))
    var keepDaily = 7
    @Option(name: .customLong("keep-weekly"), help: .say("help.serve.keepWeekly", valueName: "n"))
    var keepWeekly = 4

    func run() async throws {
        let services = Services(global)
        let context = services.context
        var logger = Logger(label: "lunchbox")
        logger.logLevel = Logger.Level(rawValue: context.environment["LOG_LEVEL"]?.lowercased() ?? "") ?? .info
        var configuration = ServerConfiguration(
            host: host, port: port, passphrase: try Self.passphrase(file: passphraseFile, environment: context.environment))
        guard (1...366).contains(keepDaily), (0...104).contains(keepWeekly) else {
            throw CLIError("cli3.serve.keepBackups")
        }
        guard (0.1...3600).contains(headerTimeout), (0.1...3600).contains(bodyTimeout) else {
            throw CLIError("cli3.serve.timeouts")
        }
        configuration.headerTimeout = .milliseconds(Int(headerTimeout * 1000))
        configuration.bodyTimeout = .milliseconds(Int(bodyTimeout * 1000))
        configuration.trustedProxies = Set(
            try trustedProxies.map { given in
                guard let address = ForwardedClient.normalised(given), !given.contains("/") else {
                    throw CLIError("cli3.serve.trustedProxy", .text(TerminalText.oneLine(given)))
                }
                return address
            })
        let words = services.words
        let (tls, tlsNotes) = try await tlsFiles(paths: context.paths, words: words)
        configuration.tls = tls
        let database = try AppDatabase.open(path: services.databasePath)
        let useCases = try services.useCases(networkMonitor: offline ? OfflineNetworkMonitor() : nil, database: database)
        let network = HouseholdNetwork(
            addresses: { InterfaceNetworkMonitor.networkAddresses() }, qrCodes: QREncodeDrawing.locate(environment: context.environment))
        let backups = services.backups(of: database, retention: BackupRetention(daily: keepDaily, weekly: keepWeekly))
        let documents = HouseholdDocumentUseCase(store: database, backups: backups, clock: context.clock, calendar: context.calendar)
        let dependencies = ServerDependencies(
            useCases: useCases, logger: logger, idempotencyRecords: database, network: network, backups: backups, householdDocuments: documents,
            moveIn: MoveInUseCase(lexicon: useCases.lexicon, archives: ZipPeerArchiveReader(), store: database, clock: context.clock),
            wordings: LanguageOptions.wordings)
        let settings = configuration
        let output = context.output
        let app = try await buildApplication(dependencies, configuration: settings) { [configuration = settings] port in
            let everywhere = configuration.host == "0.0.0.0" || configuration.host == "::"
            let scheme = configuration.scheme
            let addresses = everywhere ? InterfaceNetworkMonitor.networkAddresses().map { "\(scheme)://\($0):\(port)/" } : []
            let urls = addresses.isEmpty ? [configuration.url(port: port)] : ["\(scheme)://127.0.0.1:\(port)/"] + addresses
            output.line(words("cli3.serve.running", urls.joined(separator: words("cli3.serve.or"))))
            for note in tlsNotes { output.line(note) }
        }
        let nightly = Task { await Self.keepBackups(backups, logger: logger) }
        defer { nightly.cancel() }
        try await app.runService()
    }

    /// The nightly backups: checked ten minutes after start (so a server that starts and
    /// stops, or one still idle, does no work at once), then every hour; a backup is made
    /// when the newest is a day old, and the old ones the retention does not keep go.
    static func keepBackups(_ backups: BackupUseCase, logger: Logger) async {
        var wait = Duration.seconds(600)
        while (try? await Task.sleep(for: wait)) != nil {
            wait = .seconds(3600)
            do {
                if let made = try await backups.nightly() { logger.info("Backed up the database to \(made.path)") }
            } catch {
                logger.error("The nightly backup failed: \(UserFacingError(error).message)")
            }
        }
    }

    /// The passphrase from `--passphrase-file` (its first line) or `LUNCHBOX_PASSPHRASE`.
    /// A file named but unreadable or empty stops the server: serving without the
    /// passphrase the person meant to set would open everything without a word.
    static func passphrase(file: String?, environment: [String: String]) throws -> String? {
        if let file {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw ServerConfigurationError.unreadablePassphraseFile(path: file)
            }
            let firstLine = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard !firstLine.isEmpty else { throw ServerConfigurationError.emptyPassphraseFile(path: file) }
            return firstLine
        }
        return environment["LUNCHBOX_PASSPHRASE"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
