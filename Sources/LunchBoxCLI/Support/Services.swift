import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxStorage
import LunchBoxUseCases

/// What commands work with: the use cases, built once per command by the live
/// composition root from the context and the global options.
struct Services {
    let context: CLIContext
    let databasePath: String
    /// The language the command answers in (`LanguageOptions`).
    let words: Wording

    init(_ options: GlobalOptions, context: CLIContext = .current) {
        self.context = context
        self.databasePath = context.paths.databaseFile(explicitPath: options.database)
        self.words = LanguageOptions.words(options.language.language, context: context)
    }

    /// The units amounts are written in: the household's choice, else the locale's region's
    /// (`LANG=en_US.UTF-8`: US customary).
    func units(_ useCases: UseCases) async -> UnitSystem {
        await useCases.units.units(forRegion: words.region)
    }

    /// Opens the database and builds the use cases on it. `networkMonitor` replaces the
    /// context's (`serve --offline`); `database` one the caller opened already.
    func useCases(networkMonitor: (any NetworkMonitor)? = nil, database: AppDatabase? = nil) throws -> UseCases {
        try LiveUseCases.make(
            database: try database ?? AppDatabase.open(path: databasePath),
            paths: context.paths,
            environment: context.environment,
            transport: context.transport,
            networkMonitor: networkMonitor ?? context.networkMonitor,
            clock: context.clock,
            calendar: context.calendar
        )
    }

    /// Backups of the database: by default into `backups/` beside it.
    func backups() throws -> BackupUseCase {
        try backups(of: AppDatabase.open(path: databasePath))
    }

    /// Backups of a database the caller opened already (the server's).
    func backups(of database: AppDatabase, retention: BackupRetention = BackupRetention()) -> BackupUseCase {
        BackupUseCase(
            backups: database, shelf: FolderBackupShelf(besideDatabaseAt: databasePath), retention: retention, clock: context.clock,
            calendar: context.calendar)
    }

    /// The household as one portable document, over the database it names.
    func householdDocuments() throws -> HouseholdDocumentUseCase {
        let database = try AppDatabase.open(path: databasePath)
        return HouseholdDocumentUseCase(store: database, backups: backups(of: database), clock: context.clock, calendar: context.calendar)
    }

    /// Moving in from Mealie, Tandoor or Grocy, over the database it names.
    func moveIn() throws -> MoveInUseCase {
        let database = try AppDatabase.open(path: databasePath)
        return MoveInUseCase(lexicon: try useCases(database: database).lexicon, archives: ZipPeerArchiveReader(), store: database, clock: context.clock)
    }

    /// Says `statement` and asks `question` ("Replace this household? [y/N]") at a
    /// terminal, answering whether the person said yes; with no terminal to ask at, throws
    /// the statement with `hint` (how to say yes with --yes).
    func askYes(_ statement: String, _ question: String, hint: String) throws -> Bool {
        guard context.inputIsTerminal else { throw CLIError(saying: statement, hint: hint) }
        errors.line(statement)
        errors.write("\(question) [y/N] ")
        let answer = context.input.readLine(hidingInput: false)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return answer == "y" || answer == "yes"
    }

    var output: any TextOutput { context.output }
    var errors: any TextOutput { context.errors }
}
