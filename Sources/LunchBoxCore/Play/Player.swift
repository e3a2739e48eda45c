import Foundation

/// Someone in the household who plays. No accounts: a name on this machine.
public struct Player: Codable, Equatable, Identifiable, Sendable {
    public static let maximumNameLength = 40
    /// The player made when someone plays before adding one.
    public static let defaultName = "Me"

    public let id: UUID
    public var name: String
    public let createdAt: Date

    public init(id: UUID = UUID(), name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    /// The name trimmed and checked: not empty, at most `maximumNameLength` characters.
    public static func cleanName(_ raw: String) throws -> String {
        try UserText.clean(raw, field: "Player name", maxLength: maximumNameLength)
    }
}
