import Foundation

/// The choices the filter pickers offer: every protein, carb and component in the
/// library, each once (case-insensitively; the first spelling met wins), empty entries
/// left out, sorted case-insensitively.
public struct FilterOptions: Codable, Equatable, Sendable {
    public let proteins: [String]
    public let carbs: [String]
    public let components: [String]

    public init(meals: [Meal]) {
        proteins = Self.unique(meals.map(\.primaryProtein))
        carbs = Self.unique(meals.map(\.primaryCarb))
        components = Self.unique(meals.flatMap(\.otherComponents))
    }

    public static let empty = FilterOptions(meals: [])

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for value in values {
            let key = PlannerText.key(value)
            guard !key.isEmpty, seen.insert(key).inserted else { continue }
            result.append(value.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return result.sorted(by: PlannerText.precedes)
    }
}
