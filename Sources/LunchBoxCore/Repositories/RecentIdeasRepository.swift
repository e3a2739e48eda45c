/// The most recent batch of ideas, kept so a person can open, save or share one later
/// without asking the AI again (and paying for it).
public protocol RecentIdeasRepository: Sendable {
    func recentIdeas() async throws -> IdeaBatch?
    func saveRecentIdeas(_ batch: IdeaBatch) async throws
}
