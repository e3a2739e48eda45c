import Foundation

/// Someone in the household: a name with their own diets and allergies, for whom ideas
/// are checked and packed, and who plays in Play. No accounts: names only.
public struct HouseholdMember: Codable, Equatable, Identifiable, Sendable {
    public static let maximumNameLength = 40
    /// The member made when someone plays before adding anyone.
    public static let defaultName = "Me"

    public let id: UUID
    public var name: String
    public let createdAt: Date
    /// Their diets and the foods they avoid (`DietaryPreferences.avoids`).
    public var diets: DietaryPreferences
    /// True when ideas are asked for them ("Pack for").
    public var packFor: Bool

    public init(id: UUID = UUID(), name: String, createdAt: Date, diets: DietaryPreferences = .none, packFor: Bool = true) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.diets = diets
        self.packFor = packFor
    }

    /// "vegetarian and no sesame", or "no diets" when nothing is set.
    public var needsSummary: String { diets.activeSummary ?? "no diets" }

    /// The name trimmed and checked: not empty, at most `maximumNameLength` characters.
    public static func cleanName(_ raw: String) throws -> String {
        try UserText.clean(raw, field: "Member name", maxLength: maximumNameLength)
    }

    /// The needs of everyone in `members`: every diet any of them has, every food any avoids.
    public static func combinedNeeds(of members: [HouseholdMember]) -> DietaryPreferences {
        members.reduce(DietaryPreferences.none) { $0.union($1.diets) }
    }
}
