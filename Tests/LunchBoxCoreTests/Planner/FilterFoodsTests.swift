import Foundation
import LunchBoxCore
import Testing

/// Issue 28: the library's filters list foods, not lines: no amounts, no staples, no
/// "cherry tomatoes" beside "cherry tomatoes (a handful)".
@Suite("Meal filters list foods")
struct FilterFoodsTests {
    private static let date = Date(timeIntervalSince1970: 0)

    @Test func componentsAreFoodsWithoutAmountsStaplesOrRepeats() {
        let meals = [
            Meal(description: "Frittata", primaryProtein: "eggs (2)", otherComponents: ["cherry tomatoes (a handful)", "salt", "pepper", "oil"], createdAt: Self.date),
            Meal(description: "Salad", primaryProtein: "2 eggs", otherComponents: ["cherry tomatoes", "apples, sliced", "water"], createdAt: Self.date),
        ]
        let options = FilterOptions(meals: meals)
        #expect(options.proteins == ["eggs"])
        #expect(options.components == ["apples", "cherry tomatoes"])
    }

    @Test func aFoodChosenInTheFilterMatchesEveryLineOfThatFood() {
        let meals = [
            Meal(description: "Frittata", otherComponents: ["cherry tomatoes (a handful)"], createdAt: Self.date),
            Meal(description: "Salad", otherComponents: ["cherry tomatoes"], createdAt: Self.date),
            Meal(description: "Soup", otherComponents: ["leeks"], createdAt: Self.date),
        ]
        let chosen = FilterCriteria(componentFilters: ["cherry tomatoes"])
        #expect(chosen.filter(meals).map(\.description) == ["Frittata", "Salad"])
    }

    @Test func peppersAsAVegetableStayWhilePepperTheStapleGoes() {
        let meals = [Meal(description: "Wrap", otherComponents: ["red pepper (half)", "pepper"], createdAt: Self.date)]
        #expect(FilterOptions(meals: meals).components == ["red pepper"])
    }
}
