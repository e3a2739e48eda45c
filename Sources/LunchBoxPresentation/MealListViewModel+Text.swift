import Foundation
import LunchBoxCore

extension MealListViewModel {
    /// "protein: chicken · carb: tortilla · with: lettuce", under the meal's name.
    public func detail(for meal: Meal) -> String {
        words.tags(for: meal)
    }

    /// The "this meal is planned" question is showing.
    public var showsDeleteConfirmation: Bool { pendingDeletion != nil }

    public func isFilteringComponent(_ component: String) -> Bool { filterCriteria.componentFilters.contains(component) }
    public var hasActiveFilters: Bool { filterCriteria != FilterCriteria() }
}
