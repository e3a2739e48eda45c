import Foundation

/// What the meal list is narrowed to: a protein, a carb, and components the meal must
/// all contain. Comparison ignores case and surrounding white space; an empty or
/// white-space-only choice means "any".
public struct FilterCriteria: Codable, Equatable, Hashable, Sendable {
    public var proteinFilter: String?
    public var carbFilter: String?
    public var componentFilters: Set<String>

    public init(proteinFilter: String? = nil, carbFilter: String? = nil, componentFilters: Set<String> = []) {
        self.proteinFilter = proteinFilter
        self.carbFilter = carbFilter
        self.componentFilters = componentFilters
    }

    /// No filter at all: every meal matches.
    public static let none = FilterCriteria()

    /// True when at least one criterion narrows the list.
    public var isActive: Bool {
        proteinKey != nil || carbKey != nil || !componentKeys.isEmpty
    }

    /// True when the meal meets every criterion: the same protein, the same carb, and
    /// each filtered component among its other components (MP Property 5).
    public func matches(_ meal: Meal) -> Bool {
        if let proteinKey, PlannerText.foodKey(meal.primaryProtein) != proteinKey { return false }
        if let carbKey, PlannerText.foodKey(meal.primaryCarb) != carbKey { return false }
        let required = componentKeys
        guard !required.isEmpty else { return true }
        return required.isSubset(of: Set(meal.otherComponents.map(PlannerText.foodKey)))
    }

    /// The meals that match, in their original order.
    public func filter(_ meals: [Meal]) -> [Meal] {
        isActive ? meals.filter(matches) : meals
    }

    private var proteinKey: String? { Self.activeKey(proteinFilter) }
    private var carbKey: String? { Self.activeKey(carbFilter) }
    private var componentKeys: Set<String> { Set(componentFilters.compactMap { Self.activeKey($0) }) }

    private static func activeKey(_ text: String?) -> String? {
        guard let text else { return nil }
        let key = PlannerText.foodKey(text)
        return key.isEmpty ? nil : key
    }
}
