import Foundation

/// What a list of favorites shows: no ingredients or steps, so a long list loads fast.
public struct FavoriteSummary: Identifiable, Codable, Equatable, Hashable, Sendable {
    public let id: UUID
    public let name: String
    public let savedAt: Date
    public let origin: IdeaOrigin?

    public init(id: UUID, name: String, savedAt: Date, origin: IdeaOrigin?) {
        self.id = id
        self.name = name
        self.savedAt = savedAt
        self.origin = origin
    }
}
