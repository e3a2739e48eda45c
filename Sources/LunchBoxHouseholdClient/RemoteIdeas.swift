import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// Ideas from the household's server: asked of its `/api/ideas`, where the engines, the
/// diet guard and the recent batch are; shared and planned through its `/api` too. The
/// answer comes whole (the API does not stream), so a batch arrives as one event.
public struct RemoteIdeas: IdeaAsking, IdeaActing {
    private let api: HouseholdAPIClient
    private let clock: any AppClock
    private let calendar: Calendar

    public init(api: HouseholdAPIClient, clock: any AppClock, calendar: Calendar) {
        self.api = api
        self.clock = clock
        self.calendar = calendar
    }

    /// The server writes ideas in the household's language (its API is language-neutral),
    /// so `language` is not sent.
    public func stream(engine: IdeaEngineChoice, language: Language) async throws -> AsyncThrowingStream<IdeaStreamEvent, any Error> {
        let batch = try await api.send(IdeasRoutes.ask, body: .init(engine: engine))
        return AsyncThrowingStream { continuation in
            for event in IdeaStreamEvent.events(of: batch) { continuation.yield(event) }
            continuation.finish()
        }
    }

    public func waiting(for engine: IdeaEngineChoice) async -> IdeaWaiting {
        .householdServer(api.serverName)
    }

    public func engineStatus() async -> IdeaEngineStatus {
        (try? await api.send(IdeasRoutes.engines)) ?? IdeaEngineStatus(engines: [.init(kind: .offlineChef, availability: .available)])
    }

    public func share(_ idea: LunchBoxIdea) async -> String {
        // The share happens whether or not the server hears of it: counting it is best-effort.
        _ = try? await api.send(IdeasRoutes.shared, ["id": idea.id.uuidString])
        return ShareFormatter().text(for: idea)
    }

    public func upcomingDays() -> [CalendarDay] {
        WeekCalendar(calendar: calendar).upcomingDays(clock: clock)
    }

    public func planIdea(id: UUID, on day: CalendarDay) async throws -> PlannedMeal {
        try await api.send(PlanRoutes.planIdea, body: .init(ideaId: id, day: day.isoString)).plannedMeal
    }
}
