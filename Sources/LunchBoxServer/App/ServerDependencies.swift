import Logging
import LunchBoxCore
import LunchBoxUseCases

/// Everything the web app works with, built once by the caller (the `serve` command or a
/// test) and handed to `buildApplication`: the use cases every face shares, and where
/// the server logs.
public struct ServerDependencies: Sendable {
    public var useCases: UseCases
    public var logger: Logger
    /// Where applied idempotency keys are kept across restarts (the database); nil keeps
    /// them in memory only.
    public var idempotencyRecords: (any IdempotencyRecords)?
    /// The database's backups (`lunchbox serve` keeps them nightly): Settings offers one
    /// to download and says when the last was made, /healthz says it too. nil offers none.
    public var backups: BackupUseCase?
    /// The household as one portable document (Settings → Move your household); nil
    /// offers none.
    public var householdDocuments: HouseholdDocumentUseCase?
    /// Moving in from Mealie, Tandoor or Grocy (Settings); nil offers none.
    public var moveIn: MoveInUseCase?
    /// This computer's addresses and a QR code drawer, for /trust.
    public var network: HouseholdNetwork
    /// The catalogs pages are worded from: `lunchbox serve` passes the ones its commands
    /// already read, so the process holds one copy (a few megabytes) rather than two.
    public var wordings: Wordings

    public init(
        useCases: UseCases,
        logger: Logger = Logger(label: "lunchbox"),
        idempotencyRecords: (any IdempotencyRecords)? = nil,
        network: HouseholdNetwork = HouseholdNetwork(),
        backups: BackupUseCase? = nil,
        householdDocuments: HouseholdDocumentUseCase? = nil,
        moveIn: MoveInUseCase? = nil,
        wordings: Wordings = Wordings()
    ) {
        self.wordings = wordings
        self.moveIn = moveIn
        self.backups = backups
        self.householdDocuments = householdDocuments
        self.useCases = useCases
        self.logger = logger
        self.idempotencyRecords = idempotencyRecords
        self.network = network
    }
}
