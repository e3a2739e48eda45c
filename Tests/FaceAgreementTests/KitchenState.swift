import Foundation
import LunchBoxCore
import LunchBoxStorage

/// What a scripted sequence leaves in the database, in terms that do not depend on the
/// offline chef's random variation: which idea (by its number in the batch) became the
/// favorite and the meal.
struct KitchenState: Equatable {
    let inventory: [String]
    let preferences: DietaryPreferences
    let baseURL: String
    let model: String
    /// Numbers (as `IdeaBatch.numbered` counts) of the ideas saved as favorites.
    let favoriteNumbers: [Int]
    /// Numbers of the ideas the library's meals were made from, one per meal.
    let mealNumbers: [Int]
    /// How many meals are planned on `day`.
    let plannedToday: Int
    /// Each meal's protein, and whether it kept the components its idea gave it.
    let mealProteins: [String]
    let mealsKeptTheirComponents: Bool

    static func read(_ database: AppDatabase, today: CalendarDay) async throws -> KitchenState {
        let batch = try await database.recentIdeas()
        let numbered = batch?.numbered ?? []
        func number(ofIdeaNamed name: String) -> Int { (numbered.firstIndex { $0.name == name } ?? -1) + 1 }
        let configuration = try await database.aiConfiguration()
        return KitchenState(
            inventory: try await database.inventory().items.map(\.displayText).sorted(),
            preferences: try await database.dietaryPreferences(),
            baseURL: configuration.baseURL.absoluteString,
            model: configuration.model,
            favoriteNumbers: try await database.favorites().map { favorite in (numbered.firstIndex { $0.id == favorite.id } ?? -1) + 1 },
            mealNumbers: try await database.meals().map { number(ofIdeaNamed: $0.description) },
            plannedToday: try await database.plannedMeals(in: today...today).count,
            mealProteins: try await database.meals().map(\.primaryProtein),
            mealsKeptTheirComponents: try await database.meals().allSatisfy { !$0.otherComponents.isEmpty }
        )
    }

    /// What the script below must leave, whichever face ran it.
    static let expected = KitchenState(
        inventory: ["bread", "cheddar", "cucumber", "eggs", "rice", "tomatoes", "wraps (2)"],
        preferences: DietaryPreferences(vegetarian: true),
        baseURL: AIProviderPreset.ollama.baseURL.absoluteString,
        model: AIProviderPreset.ollama.defaultModel,
        favoriteNumbers: [2],
        mealNumbers: [1],
        plannedToday: 1,
        mealProteins: ["egg"],
        mealsKeptTheirComponents: true
    )
}
