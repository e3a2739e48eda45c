import Foundation
import Logging
import LunchBoxCore
import LunchBoxStorage

/// Everything the web app works with, built once by the caller (the `serve` command or a
/// test) and handed to `buildApplication`.
public struct ServerDependencies: Sendable {
    public var database: AppDatabase
    /// The food lexicon, loaded once: the offline chef, the dietary guard, pictures.
    public var foodLexicon: FoodLexicon
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
        foodLexicon: FoodLexicon,
        secrets: any SecretStore,
        keyFromEnvironment: Bool = false,
        transport: any HTTPTransport,
        networkMonitor: any NetworkMonitor,
        clock: any AppClock = SystemClock(),
        calendar: Calendar = .autoupdatingCurrent,
        logger: Logger = Logger(label: "lunchbox")
    ) {
        self.database = database
        self.foodLexicon = foodLexicon
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
        IdeaService(secrets: secrets, settings: database, chatClient: chatClient, chef: OfflineChef(lexicon: foodLexicon), clock: clock, calendar: calendar)
    }

    var today: CalendarDay {
        CalendarDay(clock.now(), in: calendar)
    }
}
