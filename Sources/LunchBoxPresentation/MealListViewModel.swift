import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The meal library screen: every meal, the filter pickers, and deleting a meal (after
/// confirmation when it is planned on some days).
@MainActor
public final class MealListViewModel: ObservableObject {
    /// A deletion waiting for the person to confirm, because the meal is planned.
    public struct PendingDeletion: Equatable, Sendable {
        public let meal: Meal
        /// "“Chicken wrap” is planned on 3 days. Deleting it also removes it from those
        /// days; …", in the words every face uses for this question.
        public let message: String
    }

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

    private let plan: any MealLibrary

    /// The screen's words, in the person's language: its errors are said in them.
    let words: Wording

    public init(library: any MealLibrary, words: Wording) {
        self.words = words
        self.plan = library
    }

    public var availableProteins: [String] { filterOptions.proteins }
    public var availableCarbs: [String] { filterOptions.carbs }
    public var availableComponents: [String] { filterOptions.components }

    /// What to show instead of a list: the library is empty, or the filters hide everything.
    public var emptyStateMessage: String? {
        if meals.isEmpty { return words("screens2.meals.empty") }
        return filteredMeals.isEmpty ? words("screens2.meals.noMatch") : nil
    }

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            setMeals(try await plan.meals())
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message(words)
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

    /// Adds a recent idea or a favorite to the library. Adding the same idea again
    /// keeps one meal (the use case's rule for every face), which is returned.
    @discardableResult
    public func addIdea(id: UUID) async -> Meal? {
        do {
            let added = try await plan.addIdea(id: id)
            didSave(added.meal)
            errorMessage = nil
            return added.meal
        } catch {
            errorMessage = UserFacingError(error).message(words)
            return nil
        }
    }

    /// Deletes at once when the meal is not planned; otherwise sets `pendingDeletion`
    /// and waits for `confirmDelete()` or `cancelDelete()`. The use case decides whether
    /// the meal is planned, in the same step as the delete, so a day planned meanwhile
    /// is never removed without asking.
    public func requestDelete(id: UUID) async {
        guard let meal = meals.first(where: { $0.id == id }) else { return }
        await delete(meal, confirmed: false)
    }

    /// Deletes the meal and its planned days, only after `requestDelete(id:)` asked.
    public func confirmDelete() async {
        guard let pending = pendingDeletion else { return }
        pendingDeletion = nil
        await delete(pending.meal, confirmed: true)
    }

    /// Deletes the meal of the question the person answered (the alert hands it over,
    /// so closing the alert first does not lose it).
    public func confirmDelete(of pending: PendingDeletion) async {
        if pendingDeletion == pending { pendingDeletion = nil }
        await delete(pending.meal, confirmed: true)
    }

    public func cancelDelete() {
        pendingDeletion = nil
    }

    private func delete(_ meal: Meal, confirmed: Bool) async {
        do {
            try await plan.deleteMeal(id: meal.id, confirmed: confirmed)
            setMeals(meals.filter { $0.id != meal.id })
            errorMessage = nil
        } catch {
            // "It is planned" is a question for the person, not a failure to report: the
            // error asks for a confirmation, here or from the household's server alike.
            let described = UserFacingError(error)
            if described.actions.contains(.confirm) {
                pendingDeletion = PendingDeletion(meal: meal, message: described.message(words))
            } else {
                errorMessage = described.message(words)
            }
        }
    }

    private func setMeals(_ newMeals: [Meal]) {
        meals = newMeals
        filterOptions = FilterOptions(meals: newMeals)
        applyFilters()
    }
}
