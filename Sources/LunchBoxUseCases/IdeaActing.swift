import Foundation
import LunchBoxCore

/// What an idea's screen does with it beyond saving it: share it (the text, counted for
/// play) and plan it on one of the next seven days, in one step. On this device the ideas
/// and plan use cases answer (`UseCases.ideaActions`); on the household's server
/// `RemoteIdeas` sends each to its `/api`.
public protocol IdeaActing: Sendable {
    /// The idea as text to share, counted as shared for play.
    func share(_ idea: LunchBoxIdea) async -> String
    /// Today and the six days after, the days "Plan it" offers.
    func upcomingDays() -> [CalendarDay]
    /// Plans the idea on `day` (into the meal library once, then on the day).
    func planIdea(id: UUID, on day: CalendarDay) async throws -> PlannedMeal
}

/// The device's ideas and plan use cases as one `IdeaActing`.
public struct LocalIdeaActions: IdeaActing {
    private let ideas: IdeasUseCase
    private let plan: PlanUseCase

    public init(ideas: IdeasUseCase, plan: PlanUseCase) {
        self.ideas = ideas
        self.plan = plan
    }

    public func share(_ idea: LunchBoxIdea) async -> String {
        await ideas.share(idea)
    }

    public func upcomingDays() -> [CalendarDay] {
        plan.upcomingDays()
    }

    public func planIdea(id: UUID, on day: CalendarDay) async throws -> PlannedMeal {
        try await plan.planIdea(id: id, on: day)
    }
}
