import Foundation

/// A meal in the library: what it is, its main protein and carb, and anything else in it.
///
/// Protein and carb may be empty (not every meal has one); the description may not. The
/// planner refers to meals by `id`, so editing a meal changes every day it is planned on.
public struct Meal: Identifiable, Codable, Equatable, Hashable, Sendable {
    public static let maximumDescriptionLength = 200
    public static let maximumComponentLength = 80
    /// Enough for any recipe; a limit so one meal cannot grow without bound.
    public static let maximumComponentCount = 30
    /// The most meals a library holds: far more than a household cooks, and a limit so
    /// a runaway script cannot fill the disk.
    public static let maximumLibrarySize = 5_000

    public let id: UUID
    public var description: String
    public var primaryProtein: String
    public var primaryCarb: String
    public var otherComponents: [String]
    public var createdAt: Date

    public init(
        id: UUID = UUID(),
        description: String,
        primaryProtein: String = "",
        primaryCarb: String = "",
        otherComponents: [String] = [],
        createdAt: Date
    ) {
        self.id = id
        self.description = description
        self.primaryProtein = primaryProtein
        self.primaryCarb = primaryCarb
        self.otherComponents = otherComponents
        self.createdAt = createdAt
    }

    /// The same meal with its text cleaned and its components deduplicated, or an error
    /// saying what is wrong. Every face saves through this, so the rules hold everywhere.
    public func validated() throws -> Meal {
        var copy = self
        do {
            copy.description = try UserText.clean(description, field: "Meal description", maxLength: Self.maximumDescriptionLength)
        } catch UserTextError.empty {
            throw PlannerError.emptyDescription
        }
        copy.primaryProtein = try UserText.clean(primaryProtein, field: "Primary protein", maxLength: Self.maximumComponentLength, allowEmpty: true)
        copy.primaryCarb = try UserText.clean(primaryCarb, field: "Primary carb", maxLength: Self.maximumComponentLength, allowEmpty: true)
        copy.otherComponents = try Self.cleanComponents(otherComponents)
        return copy
    }

    /// Cleans each component, drops empty ones and case-insensitive repeats (the first
    /// spelling wins), then checks the count: "Rice" and "rice" are one component.
    public static func cleanComponents(_ raw: [String]) throws -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for component in raw {
            let clean = try UserText.clean(component, field: "Component", maxLength: maximumComponentLength, allowEmpty: true)
            guard !clean.isEmpty, seen.insert(PlannerText.key(clean)).inserted else { continue }
            result.append(clean)
        }
        guard result.count <= maximumComponentCount else {
            throw PlannerError.tooManyComponents(maximum: maximumComponentCount)
        }
        return result
    }

    /// Protein, carb and components in that order, without empty entries: everything the
    /// meal needs, for shopping lists and exports.
    public var allComponents: [String] {
        ([primaryProtein, primaryCarb] + otherComponents).filter { !$0.isEmpty }
    }
}
