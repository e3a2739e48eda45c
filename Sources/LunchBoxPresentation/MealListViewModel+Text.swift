import Foundation
import LunchBoxCore

extension MealListViewModel {
    /// "protein: chicken · carb: tortilla · with: lettuce", under the meal's name.
    public func detail(for meal: Meal) -> String {
        var parts: [String] = []
        if !meal.primaryProtein.isEmpty { parts.append("protein: \(meal.primaryProtein)") }
        if !meal.primaryCarb.isEmpty { parts.append("carb: \(meal.primaryCarb)") }
        if !meal.otherComponents.isEmpty { parts.append("with: \(meal.otherComponents.joined(separator: ", "))") }
        return parts.joined(separator: " · ")
    }

    /// The "this meal is planned" question is showing.
    public var showsDeleteConfirmation: Bool { pendingDeletion != nil }

    public func isFilteringComponent(_ component: String) -> Bool { filterCriteria.componentFilters.contains(component) }
    public var hasActiveFilters: Bool { filterCriteria != FilterCriteria() }
}
