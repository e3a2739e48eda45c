import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxStorage

/// The objects commands work with, built from the context and the global options.
struct Services {
    let context: CLIContext
    let databasePath: String

    init(_ options: GlobalOptions, context: CLIContext = .current) {
        self.context = context
        self.databasePath = context.paths.databaseFile(explicitPath: options.database)
    }

    func database() throws -> AppDatabase {
        try AppDatabase.open(path: databasePath)
    }

    /// The saved key, overridden by `LUNCHBOX_API_KEY` when set.
    var secrets: EnvironmentSecretStore {
        EnvironmentSecretStore(base: FileSecretStore(fileURL: context.paths.credentialsFile), environment: context.environment)
    }

    var chatClient: ChatClient {
        ChatClient(transport: context.transport, networkMonitor: context.networkMonitor)
    }

    /// The food lexicon shipped with LunchBox, loaded when a command needs it.
    func lexicon() throws -> FoodLexicon {
        try FoodLexicon.bundled()
    }

    func ideaService(_ database: AppDatabase) throws -> IdeaService {
        IdeaService(secrets: secrets, settings: database, chatClient: chatClient, chef: OfflineChef(lexicon: try lexicon()), clock: context.clock, calendar: context.calendar)
    }

    var output: any TextOutput { context.output }
    var errors: any TextOutput { context.errors }
}
