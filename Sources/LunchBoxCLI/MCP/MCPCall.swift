import LunchBoxCore
import LunchBoxUseCases

/// What one tool call works with: the household's use cases, the process's context (its
/// clock and calendar), and where to report progress when the client asked for it.
struct MCPCall: Sendable {
    let useCases: UseCases
    let context: CLIContext
    let words: Wording
    /// Reports `done` steps so far with a sentence; does nothing when the client sent no
    /// progress token.
    let progress: @Sendable (_ done: Int, _ message: String) async -> Void

    /// The week `text` names as the planner reads it ("+1", "next", a day in it), with the
    /// saved week start; this week when nil.
    func week(_ text: String?) async throws -> PlannerWeekOptions.ChosenWeek {
        try await PlannerWeekOptions.ChosenWeek(week: text, weekStart: nil, plan: useCases.plan)
    }
}
