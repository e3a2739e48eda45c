import Foundation
import LunchBoxCore
import OpenCombineShim

/// The meal library screen: every meal, the filter pickers, and deleting a meal (after
/// confirmation when it is planned on some days).
@MainActor
public final class MealListViewModel: ObservableObject {
    /// A deletion waiting for the person to confirm, because the meal is planned.
    public struct PendingDeletion: Equatable, Sendable {
        public let meal: Meal
        /// The distinct days the meal is planned on, in order.
        public let plannedDays: [CalendarDay]

        public var plannedDayCount: Int { plannedDays.count }

        /// "“Chicken wrap” is planned on 3 days. Deleting it also removes it from those days."
        public var message: String {
            let days = plannedDayCount == 1 ? "1 day" : "\(plannedDayCount) days"
            return "“\(meal.description)” is planned on \(days). Deleting it also removes it from the plan."
        }
    }

    public static let emptyLibraryMessage = "No meals yet. Add a meal to start planning."
    public static let noMatchesMessage = "No meals match these filters. Clear a filter to see more."

    @Published public private(set) var meals: [Meal] = []
    @Published public private(set) var filteredMeals: [Meal] = []
    /// Changing the criteria re-filters at once.
    @Published public var filterCriteria = FilterCriteria() {
        didSet { applyFilters() }
    }
    @Published public private(set) var filterOptions = FilterOptions.empty
    @Published public private(set) var isLoading = false
    @Published public private(set) var pendingDeletion: PendingDeletion?
    @Published public var errorMessage: String?

    private let repository: any MealRepository

    public init(repository: any MealRepository) {
        self.repository = repository
    }

    public var availableProteins: [String] { filterOptions.proteins }
    public var availableCarbs: [String] { filterOptions.carbs }
    public var availableComponents: [String] { filterOptions.components }

    /// What to show instead of a list: the library is empty, or the filters hide everything.
    public var emptyStateMessage: String? {
        if meals.isEmpty { return Self.emptyLibraryMessage }
        return filteredMeals.isEmpty ? Self.noMatchesMessage : nil
    }

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            setMeals(try await repository.meals())
            errorMessage = nil
        } catch {
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to load meals.")
        }
    }

    public func applyFilters() {
        filteredMeals = filterCriteria.filter(meals)
    }

    public func clearFilters() {
        filterCriteria = FilterCriteria()
    }

    /// Adds the component to the filter, or takes it out when it is already there.
    public func toggleComponentFilter(_ component: String) {
        if filterCriteria.componentFilters.contains(component) {
            filterCriteria.componentFilters.remove(component)
        } else {
            filterCriteria.componentFilters.insert(component)
        }
    }

    /// Shows a meal the form just saved, new or edited, without a reload.
    public func didSave(_ meal: Meal) {
        var updated = meals
        if let index = updated.firstIndex(where: { $0.id == meal.id }) {
            updated[index] = meal
        } else {
            updated.append(meal)
        }
        setMeals(updated)
    }

    /// Deletes at once when the meal is not planned; otherwise sets `pendingDeletion`
    /// and waits for `confirmDelete()` or `cancelDelete()`.
    public func requestDelete(id: UUID) async {
        guard let meal = meals.first(where: { $0.id == id }) else { return }
        do {
            let days = try await repository.plannedDays(mealID: id)
            if days.isEmpty {
                await delete(meal)
            } else {
                pendingDeletion = PendingDeletion(meal: meal, plannedDays: days)
            }
        } catch {
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to delete the meal.")
        }
    }

    /// Deletes the meal and its planned days, only after `requestDelete(id:)` asked.
    public func confirmDelete() async {
        guard let pending = pendingDeletion else { return }
        pendingDeletion = nil
        await delete(pending.meal)
    }

    public func cancelDelete() {
        pendingDeletion = nil
    }

    private func delete(_ meal: Meal) async {
        do {
            try await repository.deleteMeal(id: meal.id)
            setMeals(meals.filter { $0.id != meal.id })
            errorMessage = nil
        } catch {
            errorMessage = PlannerMessage.text(for: error, fallback: "Failed to delete the meal.")
        }
    }

    private func setMeals(_ newMeals: [Meal]) {
        meals = newMeals
        filterOptions = FilterOptions(meals: newMeals)
        applyFilters()
    }
}

/// The words for a planner failure: the planner's and typed-text errors speak for
/// themselves; anything else is named by what failed, without internals.
enum PlannerMessage {
    static func text(for error: any Error, fallback: String) -> String {
        switch error {
        case is PlannerError, is UserTextError, is UserFacingError:
            return UserFacingError(error).message
        case let error as any LocalizedError:
            return error.errorDescription.map { "\(fallback) \($0)" } ?? "\(fallback) Please try again."
        default:
            return "\(fallback) Please try again."
        }
    }
}
