import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxUseCases

/// The use cases as tests build them: the same `UseCases` the faces get, on an
/// in-memory database, a fixed clock in UTC (the offline chef is seeded by the kitchen), and whatever
/// AI service `transport` plays.
public enum TestUseCases {
    /// Monday 2026-11-23, 10:00 UTC.
    public static let monday = Date(timeIntervalSince1970: 1_795_428_000)

    public static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    public static func make(
        database: AppDatabase? = nil,
        secrets: any SecretStore = InMemorySecretStore(),
        transport: any HTTPTransport = RecordingTransport(body: ""),
        online: Bool = true,
        now: Date = monday,
        calendar: Calendar = utc,
        scanning: ScanningServices = .none,
        cardRasterizer: any CardRasterizer = UnavailableCardRasterizer(),
        onDeviceIdeas: (any IdeaEngine)? = nil
    ) throws -> (useCases: UseCases, database: AppDatabase) {
        let database = try database ?? AppDatabase.inMemory()
        let useCases = UseCases(
            store: database,
            secrets: secrets,
            chatClient: ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: online)),
            lexicon: try KitchenGenerators.lexicon(),
            clock: FixedClock(now),
            calendar: calendar,
            scanning: scanning,
            cardRasterizer: cardRasterizer,
            onDeviceIdeas: onDeviceIdeas
        )
        return (useCases, database)
    }
}
