import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@testable import LunchBoxStorage

@Suite("Plan storage")
struct PlanStorageTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func assignmentReadsBackForItsDay() async throws {
        // Feature: meal-planning, Property 9: For any valid meal and date, creating an assignment and then fetching assignments for that date should return a collection that includes an assignment linking that meal to that date.
        await propertyCheck(count: 100, input: zip(PlannerGenerators.meal, PlannerGenerators.day)) { meal, day in
            let database = try AppDatabase.inMemory()
            try await database.addMeal(meal)
            let assignment = try await database.assignMeal(id: meal.id, to: day, at: now)
            let fetched = try await database.assignments(in: day...day)
            #expect(fetched.contains { $0.mealID == meal.id && $0.day == day })
            #expect(fetched == [assignment])
            #expect(try await database.plannedMeals(in: day...day).map(\.meal) == [meal])
            // Neighbouring days are untouched.
            #expect(try await database.assignments(in: day.adding(days: 1)...day.adding(days: 7)).isEmpty)
        }
    }

    @Test func aDayHoldsSeveralMeals() async throws {
        // Feature: meal-planning, Property 10: For any date and any set of meals, assigning all meals to that date and then fetching assignments for that date should return all assigned meals.
        await propertyCheck(count: 100, input: zip(PlannerGenerators.day, PlannerGenerators.meals(1...8))) { day, meals in
            let database = try AppDatabase.inMemory()
            for meal in meals {
                try await database.addMeal(meal)
                try await database.assignMeal(id: meal.id, to: day, at: now)
            }
            let fetched = try await database.assignments(in: day...day)
            // In the order they were planned.
            #expect(fetched.map(\.mealID) == meals.map(\.id))
            #expect(try await database.plannedMeals(in: day...day).map(\.meal) == meals)
        }
    }

    @Test func removedAssignmentIsGone() async throws {
        // Feature: meal-planning, Property 11: For any assignment that has been created, deleting that assignment and then fetching assignments for its date should return a collection that does not include that assignment.
        let input = zip(PlannerGenerators.meals(1...5), PlannerGenerators.day, Gen.int(in: 0...3).array(of: 1...8), Gen.int(in: 0...100))
        await propertyCheck(count: 100, input: input) { meals, firstDay, offsets, pick in
            let database = try AppDatabase.inMemory()
            for meal in meals {
                try await database.addMeal(meal)
            }
            var created: [MealAssignment] = []
            for (index, offset) in offsets.enumerated() {
                created.append(try await database.assignMeal(id: meals[index % meals.count].id, to: firstDay.adding(days: offset), at: now))
            }
            let removed = created[pick % created.count]
            #expect(try await database.removeAssignment(id: removed.id)?.assignment == removed)
            let left = try await database.assignments(in: removed.day...removed.day)
            #expect(!left.contains(removed))
            #expect(Set(try await database.assignments(in: firstDay...firstDay.adding(days: 3))) == Set(created.filter { $0 != removed }))
            #expect(try await database.removeAssignment(id: removed.id) == nil)
        }
    }

    @Test func assigningAMissingMealIsAClearError() async throws {
        let database = try AppDatabase.inMemory()
        let day = CalendarDay(year: 2026, month: 3, day: 29)!
        await #expect(throws: PlannerError.mealNotFound) {
            try await database.assignMeal(id: UUID(), to: day, at: now)
        }
        #expect(try await database.assignments(in: day...day).isEmpty)
        // And SQLite's foreign key refuses it even past the check.
        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in
                try MealAssignmentRecord(assignment: MealAssignment(mealID: UUID(), day: day, createdAt: now)).insert(db)
            }
        }
    }

    @Test func daysWithoutMeals() async throws {
        let database = try AppDatabase.inMemory()
        let week = PlanWeek(containing: CalendarDay(year: 2026, month: 12, day: 31)!)
        #expect(try await database.plannedMeals(in: week.range).isEmpty)
        #expect(week.plannedDays([]).allSatisfy { $0.isEmpty })
    }

    @Test func rangeQueriesIncludeBothEndsAndCrossYears() async throws {
        let database = try AppDatabase.inMemory()
        let meal = try await database.addMeal(Meal(description: "Soup", createdAt: now))
        let days = ["2026-12-27", "2026-12-28", "2027-01-03", "2027-01-04", "2028-02-29"].map { CalendarDay(isoString: $0)! }
        for day in days.reversed() {
            try await database.assignMeal(id: meal.id, to: day, at: now)
        }
        let week = PlanWeek(containing: CalendarDay(isoString: "2026-12-31")!)
        #expect(try await database.assignments(in: week.range).map(\.day.isoString) == ["2026-12-28", "2027-01-03"])
        let leapWeek = PlanWeek(containing: CalendarDay(isoString: "2028-02-29")!)
        #expect(try await database.assignments(in: leapWeek.range).map(\.day.isoString) == ["2028-02-29"])
        // Sorted by day across all of them.
        let all = try await database.assignments(in: days[0]...days[4])
        #expect(all.map(\.day) == days)
    }

    @Test func aDayHasALimit() async throws {
        let database = try AppDatabase.inMemory()
        let meal = try await database.addMeal(Meal(description: "Snack", createdAt: now))
        let day = CalendarDay(year: 2026, month: 3, day: 29)!
        for _ in 0..<MealAssignment.maximumPerDay {
            try await database.assignMeal(id: meal.id, to: day, at: now)
        }
        await #expect(throws: PlannerError.dayFull(day: day, maximum: MealAssignment.maximumPerDay)) {
            try await database.assignMeal(id: meal.id, to: day, at: now)
        }
        // Other days are unaffected.
        try await database.assignMeal(id: meal.id, to: day.adding(days: 1), at: now)
    }

    @Test func editingAMealShowsOnEveryPlannedDay() async throws {
        let database = try AppDatabase.inMemory()
        var meal = try await database.addMeal(Meal(description: "Soup", createdAt: now))
        let day = CalendarDay(year: 2026, month: 3, day: 23)!
        try await database.assignMeal(id: meal.id, to: day, at: now)
        try await database.assignMeal(id: meal.id, to: day.adding(days: 3), at: now)
        meal.description = "Lentil soup"
        try await database.updateMeal(id: meal.id, edit: MealEdit(description: meal.description))
        let planned = try await database.plannedMeals(in: day...day.adding(days: 6))
        #expect(planned.map(\.meal.description) == ["Lentil soup", "Lentil soup"])
    }

    @Test func schemaHasTheIndexesAndForeignKey() async throws {
        let database = try AppDatabase.inMemory()
        try await database.reader.read { db in
            let indexes = try db.indexes(on: "mealAssignment").map(\.columns)
            #expect(indexes.contains(["day"]))
            #expect(indexes.contains(["mealID"]))
            let foreignKeys = try db.foreignKeys(on: "mealAssignment")
            #expect(foreignKeys.count == 1)
            #expect(foreignKeys.first?.destinationTable == "meal")
            let onDelete = try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(mealAssignment)").first?["on_delete"] as String?
            #expect(onDelete == "CASCADE")
        }
    }

    @Test func daysMustLookLikeDays() async throws {
        let database = try AppDatabase.inMemory()
        let meal = try await database.addMeal(Meal(description: "Soup", createdAt: now))
        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO mealAssignment (id, mealID, day, createdAtMilliseconds) VALUES ('x', ?, '29/03/2026', 0)",
                    arguments: [meal.id.uuidString]
                )
            }
        }
    }
}
