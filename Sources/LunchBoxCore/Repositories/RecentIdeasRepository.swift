/// The most recent batch of ideas, kept so a person can open, save or share one later
/// without asking the AI again (and paying for it).
public protocol RecentIdeasRepository: Sendable {
    func recentIdeas() async throws -> IdeaBatch?
    /// Keeps `batch` as the recent one, unless a batch with a later number was kept
    /// meanwhile (two people asked at once; the later request's batch stays).
    func saveRecentIdeas(_ batch: IdeaBatch) async throws
    /// The next batch number, counted in one write: two requests at once get two numbers
    /// (and so the offline chef's two different batches).
    func reserveIdeaBatchNumber() async throws -> Int
}
