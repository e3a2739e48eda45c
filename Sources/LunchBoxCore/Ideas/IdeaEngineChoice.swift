/// Which engine makes the ideas.
public enum IdeaEngineChoice: String, CaseIterable, Codable, Sendable {
    /// The AI service when a key is saved, the offline chef otherwise.
    case automatic = "auto"
    case ai
    case offline
}
