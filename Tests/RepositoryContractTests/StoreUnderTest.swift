import Foundation
import Hummingbird
import Logging
import LunchBoxCore
import LunchBoxHouseholdClient
import LunchBoxLive
import LunchBoxServer
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases

/// The stores the repository contract is held against: every contract test runs once
/// per case, on a fresh, empty store. (The iPhone reaches a household server through its
/// `/api`, held to the same answers in `UseCaseContractTests`.)
enum StoreUnderTest: String, CaseIterable, CustomStringConvertible, Sendable {
    /// `AppDatabase.inMemory()`, what tests and previews use.
    case memory
    /// `AppDatabase.open` on a file (write-ahead log, a pool of readers), what the CLI,
    /// the server and the iPhone use.
    case file

    var description: String { rawValue }

    static let passphrase = "carrot cake on tuesday"

    /// Runs `body` with a fresh store of this kind.
    func run(_ body: (any UseCases.Store) async throws -> Void) async throws {
        switch self {
        case .memory:
            try await body(try AppDatabase.inMemory())
        case .file:
            let folder = try TemporaryDirectory()
            try await body(try AppDatabase.open(path: folder.file("lunchbox.sqlite").path))
            withExtendedLifetime(folder) {}
        }
    }
}

/// A real LunchBox server for one test: the app `lunchbox serve` runs, on 127.0.0.1 with
/// port 0 (a free one), a database file in a temporary folder and a passphrase.
enum LiveServer {
    static func with(passphrase: String?, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Void) async throws {
        let folder = try TemporaryDirectory()
        let database = try AppDatabase.open(path: folder.file("lunchbox.sqlite").path)
        let useCases = try TestUseCases.make(database: database).useCases
        var logger = Logger(label: "contract-server")
        logger.logLevel = .critical
        let dependencies = ServerDependencies(useCases: useCases, logger: logger)
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, passphrase: passphrase)
        configuration.wrongPassphraseDelay = .milliseconds(1)
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let app = try await buildApplication(dependencies, configuration: configuration) { port in
            portContinuation.yield(port)
            portContinuation.finish()
        }
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var port = 0
        for await value in ports { port = value }
        defer { task.cancel() }
        guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)/") else { throw HouseholdClientError.unreachable(server: "127.0.0.1") }
        try await body(url)
        task.cancel()
        _ = await task.result
        withExtendedLifetime(folder) {}
    }
}

/// Whole seconds, so a date reads back exactly from any store.
let contractNow = Date(timeIntervalSince1970: 1_795_428_000)

func day(_ text: String) -> CalendarDay {
    guard let day = CalendarDay(isoString: text) else { preconditionFailure("not a day: \(text)") }
    return day
}
