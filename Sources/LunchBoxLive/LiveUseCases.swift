import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxUseCases

/// The composition root of the Linux and macOS faces: builds the use cases once from the
/// database and the machine's live adapters (the credentials file, overridden by
/// `LUNCHBOX_API_KEY`; the bundled food lexicon; the scanning tools and rsvg-convert installed here). The server and the CLI both start
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
        let lexicon = try FoodLexicon.bundled()
        return UseCases(
            store: database,
            secrets: secrets(paths: paths, environment: environment),
            chatClient: ChatClient(transport: transport, networkMonitor: networkMonitor),
            lexicon: lexicon,
            clock: clock,
            calendar: calendar,
            scanning: LiveScanning.services(environment: environment, lexicon: lexicon, transport: transport),
            cardRasterizer: RsvgCardRasterizer.locate(environment: environment)
        )
    }

    /// The saved key, overridden by `LUNCHBOX_API_KEY` when set.
    public static func secrets(paths: HostPaths, environment: [String: String]) -> EnvironmentSecretStore {
        EnvironmentSecretStore(base: FileSecretStore(fileURL: paths.credentialsFile), environment: environment)
    }
}
