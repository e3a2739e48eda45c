/// The planner's settings, kept between sessions: for now, the day weeks begin on.
public protocol PlannerSettingsRepository: Sendable {
    /// The day planner weeks begin on; Monday until another is saved.
    func weekStart() async throws -> Weekday
    /// The day the household chose for weeks to begin on; nil when none was saved, and
    /// each reader's locale decides.
    func savedWeekStart() async throws -> Weekday?
    func saveWeekStart(_ weekStart: Weekday) async throws
}
