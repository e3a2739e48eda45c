import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxUseCases

/// The composition root of the Linux and macOS faces: builds the use cases once from the
/// database and the machine's live adapters (the credentials file, overridden by
/// `LUNCHBOX_API_KEY`; the bundled food lexicon). The server and the CLI both start
/// here; tests build `UseCases` the same way from an in-memory database and fakes.
public enum LiveUseCases {
    public static func make(
        database: AppDatabase,
        paths: HostPaths,
        environment: [String: String],
        transport: any HTTPTransport,
        networkMonitor: any NetworkMonitor,
        clock: any AppClock = SystemClock(),
        calendar: Calendar = .autoupdatingCurrent
    ) throws -> UseCases {
        UseCases(
            store: database,
            secrets: secrets(paths: paths, environment: environment),
            chatClient: ChatClient(transport: transport, networkMonitor: networkMonitor),
            lexicon: try FoodLexicon.bundled(),
            clock: clock,
            calendar: calendar
        )
    }

    /// The saved key, overridden by `LUNCHBOX_API_KEY` when set.
    public static func secrets(paths: HostPaths, environment: [String: String]) -> EnvironmentSecretStore {
        EnvironmentSecretStore(base: FileSecretStore(fileURL: paths.credentialsFile), environment: environment)
    }
}
