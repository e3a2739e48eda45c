import Foundation

/// The household verdict on one thing a face lists (an idea, a favorite, a meal, a planned
/// day), with its id and name so a face can place it.
public struct HouseholdItemVerdict: Codable, Equatable, Sendable {
    public let id: UUID
    public let name: String
    public let verdict: HouseholdVerdict

    public init(id: UUID, name: String, verdict: HouseholdVerdict) {
        self.id = id
        self.name = name
        self.verdict = verdict
    }
}
