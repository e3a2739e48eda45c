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
    /// The store the use cases were built on, offered to the household's iPhones at
    /// `/api/store` (`RemoteStore`); nil offers nothing.
    public var store: (any UseCases.Store)?
    /// This computer's addresses and a QR code drawer, for /trust.
    public var network: HouseholdNetwork

    public init(
        useCases: UseCases,
        logger: Logger = Logger(label: "lunchbox"),
        idempotencyRecords: (any IdempotencyRecords)? = nil,
        store: (any UseCases.Store)? = nil,
        network: HouseholdNetwork = HouseholdNetwork()
    ) {
        self.useCases = useCases
        self.logger = logger
        self.idempotencyRecords = idempotencyRecords
        self.store = store
        self.network = network
    }
}
