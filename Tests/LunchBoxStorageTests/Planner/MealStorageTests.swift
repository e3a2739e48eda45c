import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@testable import LunchBoxStorage

@Suite("Meal library storage")
struct MealStorageTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func savedMealsReadBackIdentically() async throws {
        // Feature: meal-planning, Property 1: For any valid Meal with a non-empty description, saving the meal and then fetching all meals should return a collection that includes a meal with identical description, primaryProtein, primaryCarb, and otherComponents.
        await propertyCheck(count: 100, input: PlannerGenerators.meal) { meal in
            let database = try AppDatabase.inMemory()
            let stored = try await database.addMeal(meal)
            #expect(stored == meal)
            let fetched = try await database.meals()
            #expect(
                fetched.contains { $0.description == meal.description && $0.primaryProtein == meal.primaryProtein && $0.primaryCarb == meal.primaryCarb && $0.otherComponents == meal.otherComponents })
            #expect(try await database.meal(id: meal.id) == meal)
        }
    }

    @Test func blankDescriptionIsRefusedAndNothingIsSaved() async throws {
        // Feature: meal-planning, Property 2: For any string composed entirely of whitespace or empty string, attempting to create a meal with that description should result in an error and no meal should be persisted.
        await propertyCheck(count: 100, input: zip(Generators.whitespace, PlannerGenerators.meal)) { blank, template in
            let database = try AppDatabase.inMemory()
            var meal = template
            meal.description = blank
            await #expect(throws: PlannerError.emptyDescription) { try await database.addMeal(meal) }
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func fetchingReturnsExactlyTheSavedMeals() async throws {
        // Feature: meal-planning, Property 3: For any set of valid meals that have been saved, fetching all meals should return exactly that set of meals with no additions or omissions.
        await propertyCheck(count: 100, input: PlannerGenerators.meals(0...10)) { meals in
            let database = try AppDatabase.inMemory()
            for meal in meals {
                try await database.addMeal(meal)
            }
            let fetched = try await database.meals()
            #expect(fetched.count == meals.count)
            #expect(Set(fetched) == Set(meals))
            // Oldest first.
            #expect(fetched.map(\.createdAt) == fetched.map(\.createdAt).sorted())
        }
    }

    @Test func emptyLibrary() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.meals().isEmpty)
        #expect(try await database.meal(id: UUID()) == nil)
        await #expect(throws: PlannerError.mealNotFound) { try await database.deleteMeal(id: UUID(), confirmed: true) }
        #expect(try await database.plannedDays(mealID: UUID()).isEmpty)
    }

    @Test func savingCleansTheText() async throws {
        let database = try AppDatabase.inMemory()
        let stored = try await database.addMeal(Meal(description: "  Tuna  melt ", primaryProtein: " tuna", otherComponents: ["Cheese", "cheese"], createdAt: now))
        #expect(stored.description == "Tuna melt" && stored.primaryProtein == "tuna" && stored.otherComponents == ["Cheese"])
        #expect(try await database.meals() == [stored])
    }

    @Test func updateReplacesTextButKeepsIdAndCreationTime() async throws {
        let database = try AppDatabase.inMemory()
        let original = try await database.addMeal(Meal(description: "Soup", createdAt: now))
        let stored = try await database.updateMeal(id: original.id, edit: MealEdit(description: "Tomato soup", otherComponents: ["basil"]))
        #expect(stored.description == "Tomato soup" && stored.otherComponents == ["basil"])
        #expect(stored.createdAt == original.createdAt)
        #expect(try await database.meals() == [stored])
    }

    @Test func updatingOrAddingTwiceIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: PlannerError.mealNotFound) {
            try await database.updateMeal(id: UUID(), edit: MealEdit(description: "Ghost"))
        }
        let meal = try await database.addMeal(Meal(description: "Soup", createdAt: now))
        await #expect(throws: PlannerError.mealAlreadyExists) { try await database.addMeal(meal) }
        await #expect(throws: PlannerError.emptyDescription) { try await database.updateMeal(id: meal.id, edit: MealEdit(description: " ")) }
        #expect(try await database.meals() == [meal])
    }

    @Test func deletingAPlannedMealRemovesItsDaysToo() async throws {
        let database = try AppDatabase.inMemory()
        let soup = try await database.addMeal(Meal(description: "Soup", createdAt: now))
        let salad = try await database.addMeal(Meal(description: "Salad", createdAt: now))
        let monday = CalendarDay(year: 2026, month: 3, day: 23)!
        let week = monday...monday.adding(days: 6)
        try await database.assignMeal(id: soup.id, to: monday, at: now)
        try await database.assignMeal(id: soup.id, to: monday, at: now)
        try await database.assignMeal(id: soup.id, to: monday.adding(days: 2), at: now)
        let kept = try await database.assignMeal(id: salad.id, to: monday, at: now)
        #expect(try await database.plannedDays(mealID: soup.id) == [monday, monday.adding(days: 2)])

        await #expect(throws: PlannerError.mealIsPlanned(description: "Soup", days: [monday, monday.adding(days: 2)])) {
            try await database.deleteMeal(id: soup.id, confirmed: false)
        }
        #expect(try await database.deleteMeal(id: soup.id, confirmed: true).plannedDays == [monday, monday.adding(days: 2)])

        #expect(try await database.assignments(in: week) == [kept])
        #expect(try await database.plannedDays(mealID: soup.id).isEmpty)
        #expect(try await database.meals() == [salad])
        let orphans = try await database.reader.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM mealAssignment WHERE mealID NOT IN (SELECT id FROM meal)")
        }
        #expect(orphans == 0)
    }

    @Test func libraryHasALimit() async throws {
        let database = try AppDatabase.inMemory()
        try await database.writer.write { db in
            for index in 0..<Meal.maximumLibrarySize {
                try MealRecord(meal: Meal(description: "Meal \(index)", createdAt: now)).insert(db)
            }
        }
        await #expect(throws: PlannerError.libraryFull(maximum: Meal.maximumLibrarySize)) {
            try await database.addMeal(Meal(description: "One more", createdAt: now))
        }
    }

    @Test func sqliteRefusesRowsThatBreakTheRules() async throws {
        let database = try AppDatabase.inMemory()
        let insert = "INSERT INTO meal (id, description, otherComponents, createdAtMilliseconds) VALUES (?, ?, ?, 0)"
        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in try db.execute(sql: insert, arguments: ["a", "   ", "[]"]) }
        }
        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in try db.execute(sql: insert, arguments: ["b", "Soup", "{\"not\": \"a list\"}"]) }
        }
        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in try db.execute(sql: insert, arguments: ["c", "Soup", "not json"]) }
        }
        #expect(try await database.meals().isEmpty)
    }
}
