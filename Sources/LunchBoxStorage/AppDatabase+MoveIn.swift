import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: MoveInStore {
    public func bringIn(kitchen: [InventoryItem], meals: [Meal], favorites: [LunchBoxIdea], at date: Date) async throws -> MoveInCounts {
        let candidates = try meals.map { try $0.validated() }
        return try await writer.write { db in
            let foods = try Self.addInventoryItems(kitchen, db)
            // The library read once, not once a meal: an export may hold thousands.
            var library = try MealRecord.fetchAll(db).map { try $0.meal() }
            var added = 0
            for meal in candidates where !library.contains(where: { $0.hasSameContent(as: meal) }) {
                guard library.count < Meal.maximumLibrarySize else { throw PlannerError.libraryFull(maximum: Meal.maximumLibrarySize) }
                try MealRecord(meal: meal).insert(db)
                library.append(meal)
                added += 1
            }
            for idea in favorites {
                try FavoriteRecord(idea: idea, savedAt: date).insert(db)
            }
            return MoveInCounts(foods: foods.count, meals: added, mealsAlready: candidates.count - added, favorites: favorites.count)
        }
    }
}
