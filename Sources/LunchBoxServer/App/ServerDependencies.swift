import Foundation
import Logging
import LunchBoxCore
import LunchBoxStorage

/// Everything the web app works with, built once by the caller (the `serve` command or a
/// test) and handed to `buildApplication`.
public struct ServerDependencies: Sendable {
    public var database: AppDatabase
    public var secrets: any SecretStore
    /// True when the key comes from the environment, so the page can say so.
    public var keyFromEnvironment: Bool
    public var transport: any HTTPTransport
    public var networkMonitor: any NetworkMonitor
    public var clock: any AppClock
    public var calendar: Calendar
    public var logger: Logger

    public init(
        database: AppDatabase,
        secrets: any SecretStore,
        keyFromEnvironment: Bool = false,
        transport: any HTTPTransport,
        networkMonitor: any NetworkMonitor,
        clock: any AppClock = SystemClock(),
        calendar: Calendar = .autoupdatingCurrent,
        logger: Logger = Logger(label: "lunchbox")
    ) {
        self.database = database
        self.secrets = secrets
        self.keyFromEnvironment = keyFromEnvironment
        self.transport = transport
        self.networkMonitor = networkMonitor
        self.clock = clock
        self.calendar = calendar
        self.logger = logger
    }

    var chatClient: ChatClient {
        ChatClient(transport: transport, networkMonitor: networkMonitor)
    }

    var ideaService: IdeaService {
        IdeaService(secrets: secrets, settings: database, chatClient: chatClient, clock: clock, calendar: calendar)
    }

    var today: CalendarDay {
        CalendarDay(clock.now(), in: calendar)
    }
}
