import Foundation

/// The choices the filter pickers offer: every protein, carb and component in the
/// library, as foods (`PlannerText.foodName`: "eggs (2)" is eggs), each once
/// (case-insensitively; the first spelling met wins), empty entries and the assumed
/// staples (salt, pepper, oil, water) left out, sorted case-insensitively.
public struct FilterOptions: Codable, Equatable, Sendable {
    public let proteins: [String]
    public let carbs: [String]
    public let components: [String]

    public init(meals: [Meal], staples: [String] = OfflineChef.defaultStaples) {
        proteins = Self.unique(meals.map(\.primaryProtein))
        carbs = Self.unique(meals.map(\.primaryCarb))
        components = Self.unique(meals.flatMap(\.otherComponents), leavingOut: Set(staples.map(PlannerText.foodKey)))
    }

    public static let empty = FilterOptions(meals: [])

    /// The foods `values` name, each once, without those whose key is in `leavingOut`.
    private static func unique(_ values: [String], leavingOut: Set<String> = []) -> [String] {
        var seen = leavingOut
        var result: [String] = []
        // A library repeats its words ("chicken" in ten meals): each is read once.
        var met = Set<String>()
        for value in values where met.insert(value).inserted {
            let name = PlannerText.foodName(value)
            let key = PlannerText.key(name)
            guard !key.isEmpty, seen.insert(key).inserted else { continue }
            result.append(name)
        }
        return PlannerText.sorted(result) { $0 }
    }
}
