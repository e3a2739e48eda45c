import Logging
import LunchBoxUseCases

/// Everything the web app works with, built once by the caller (the `serve` command or a
/// test) and handed to `buildApplication`: the use cases every face shares, and where
/// the server logs.
public struct ServerDependencies: Sendable {
    public var useCases: UseCases
    public var logger: Logger

    public init(useCases: UseCases, logger: Logger = Logger(label: "lunchbox")) {
        self.useCases = useCases
        self.logger = logger
    }
}
