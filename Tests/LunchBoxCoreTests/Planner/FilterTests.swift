import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Planner filters")
struct FilterTests {
    /// The seed's rule written out independently: case-insensitive, white space around a
    /// value ignored, every given criterion must hold, components as a subset.
    private static func oracle(_ meal: Meal, _ criteria: FilterCriteria) -> Bool {
        func key(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces).lowercased() }
        if let protein = criteria.proteinFilter, !key(protein).isEmpty, key(protein) != key(meal.primaryProtein) { return false }
        if let carb = criteria.carbFilter, !key(carb).isEmpty, key(carb) != key(meal.primaryCarb) { return false }
        let wanted = Set(criteria.componentFilters.map(key).filter { !$0.isEmpty })
        return wanted.isSubset(of: Set(meal.otherComponents.map(key)))
    }

    @Test func filterKeepsExactlyTheMatchingMeals() async {
        // Feature: meal-planning, Property 5: For any set of meals and any filter criteria (protein, carb, or component filters), the filtered results should contain only meals that match ALL specified criteria, and should contain ALL meals that match the criteria.
        let input = zip(PlannerGenerators.filterableMeal.array(of: 0...12), PlannerGenerators.filterCriteria)
        await propertyCheck(count: 300, input: input) { meals, criteria in
            let result = criteria.filter(meals)
            #expect(result == meals.filter { Self.oracle($0, criteria) })
            #expect(result.allSatisfy(criteria.matches))
        }
    }

    private let meals = [
        Meal(description: "Chicken rice bowl", primaryProtein: "Chicken", primaryCarb: "rice", otherComponents: ["Broccoli", "soy sauce"], createdAt: Date(timeIntervalSince1970: 0)),
        Meal(description: "Tofu wrap", primaryProtein: "tofu", primaryCarb: "Wraps", otherComponents: ["lettuce", "broccoli"], createdAt: Date(timeIntervalSince1970: 1)),
        Meal(description: "Fruit salad", otherComponents: ["apple", "banana"], createdAt: Date(timeIntervalSince1970: 2)),
    ]

    @Test func singleCriterionIgnoresCase() {
        #expect(FilterCriteria(proteinFilter: "CHICKEN").filter(meals).map(\.description) == ["Chicken rice bowl"])
        #expect(FilterCriteria(carbFilter: "wraps").filter(meals).map(\.description) == ["Tofu wrap"])
        #expect(FilterCriteria(componentFilters: ["BROCCOLI"]).filter(meals).map(\.description) == ["Chicken rice bowl", "Tofu wrap"])
    }

    @Test func allCriteriaMustHold() {
        let criteria = FilterCriteria(proteinFilter: "tofu", componentFilters: ["broccoli", "soy sauce"])
        #expect(criteria.filter(meals).isEmpty)
        #expect(FilterCriteria(proteinFilter: "tofu", componentFilters: ["broccoli"]).filter(meals).map(\.description) == ["Tofu wrap"])
    }

    @Test func filterWithNoResult() {
        let criteria = FilterCriteria(proteinFilter: "salmon")
        #expect(criteria.isActive)
        #expect(criteria.filter(meals).isEmpty)
    }

    @Test func blankCriteriaAreNoCriteria() {
        let criteria = FilterCriteria(proteinFilter: "  ", carbFilter: "", componentFilters: [" "])
        #expect(!criteria.isActive)
        #expect(criteria.filter(meals) == meals)
        #expect(!FilterCriteria.none.isActive)
    }

    @Test func emptyLibrary() {
        #expect(FilterCriteria(proteinFilter: "chicken").filter([]).isEmpty)
        #expect(FilterOptions(meals: []) == .empty)
        #expect(FilterOptions.empty.proteins.isEmpty && FilterOptions.empty.carbs.isEmpty && FilterOptions.empty.components.isEmpty)
    }

    @Test func optionsAreUniqueSortedAndNonEmpty() {
        let options = FilterOptions(meals: meals)
        #expect(options.proteins == ["Chicken", "tofu"])
        #expect(options.carbs == ["rice", "Wraps"])
        // "Broccoli" and "broccoli" are one choice, the first spelling met.
        #expect(options.components == ["apple", "banana", "Broccoli", "lettuce", "soy sauce"])
    }

    @Test func optionsPropertiesHoldForAnyLibrary() async {
        await propertyCheck(count: 100, input: PlannerGenerators.filterableMeal.array(of: 0...10)) { meals in
            let options = FilterOptions(meals: meals)
            for (list, values) in [
                (options.proteins, meals.map(\.primaryProtein)),
                (options.carbs, meals.map(\.primaryCarb)),
                (options.components, meals.flatMap(\.otherComponents)),
            ] {
                let keys = list.map { $0.lowercased() }
                #expect(Set(keys).count == list.count)
                #expect(!list.contains(""))
                #expect(keys == keys.sorted())
                #expect(Set(keys) == Set(values.filter { !$0.isEmpty }.map { $0.lowercased() }))
            }
        }
    }
}
