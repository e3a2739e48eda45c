import Foundation
import LunchBoxCore

/// A test double for the meal library and the plan, with the database's rules (it
/// validates through `Meal.validated()` and removes a deleted meal's days) and a switch
/// to make the next call fail.
actor InMemoryPlanner: MealRepository, PlanRepository {
    struct Failure: Error {}

    private var storedMeals: [Meal] = []
    private var storedAssignments: [MealAssignment] = []
    private var failNext = false

    init(meals: [Meal] = []) {
        storedMeals = meals
    }

    func failNextCall() { failNext = true }

    private func checkFailure() throws {
        if failNext {
            failNext = false
            throw Failure()
        }
    }

    func meals() throws -> [Meal] {
        try checkFailure()
        return storedMeals
    }

    func meal(id: UUID) throws -> Meal? {
        try checkFailure()
        return storedMeals.first { $0.id == id }
    }

    @discardableResult
    func addMeal(_ meal: Meal) throws -> Meal {
        try checkFailure()
        let clean = try meal.validated()
        guard !storedMeals.contains(where: { $0.id == clean.id }) else { throw PlannerError.mealAlreadyExists }
        storedMeals.append(clean)
        return clean
    }

    @discardableResult
    func updateMeal(_ meal: Meal) throws -> Meal {
        try checkFailure()
        var clean = try meal.validated()
        guard let index = storedMeals.firstIndex(where: { $0.id == clean.id }) else { throw PlannerError.mealNotFound }
        clean.createdAt = storedMeals[index].createdAt
        storedMeals[index] = clean
        return clean
    }

    @discardableResult
    func deleteMeal(id: UUID) throws -> Bool {
        try checkFailure()
        guard storedMeals.contains(where: { $0.id == id }) else { return false }
        storedMeals.removeAll { $0.id == id }
        storedAssignments.removeAll { $0.mealID == id }
        return true
    }

    func plannedDays(mealID: UUID) throws -> [CalendarDay] {
        try checkFailure()
        return Set(storedAssignments.filter { $0.mealID == mealID }.map(\.day)).sorted()
    }

    @discardableResult
    func assignMeal(id mealID: UUID, to day: CalendarDay, at date: Date) throws -> MealAssignment {
        try checkFailure()
        guard storedMeals.contains(where: { $0.id == mealID }) else { throw PlannerError.mealNotFound }
        let assignment = MealAssignment(mealID: mealID, day: day, createdAt: date)
        storedAssignments.append(assignment)
        return assignment
    }

    func assignments(in days: ClosedRange<CalendarDay>) throws -> [MealAssignment] {
        try checkFailure()
        // A stable sort keeps the planning order within a day.
        return storedAssignments.filter { days.contains($0.day) }.enumerated()
            .sorted { $0.element.day == $1.element.day ? $0.offset < $1.offset : $0.element.day < $1.element.day }
            .map(\.element)
    }

    func plannedMeals(in days: ClosedRange<CalendarDay>) throws -> [PlannedMeal] {
        try assignments(in: days).compactMap { assignment in
            storedMeals.first { $0.id == assignment.mealID }.map { PlannedMeal(assignment: assignment, meal: $0) }
        }
    }

    @discardableResult
    func removeAssignment(id: UUID) throws -> Bool {
        try checkFailure()
        let before = storedAssignments.count
        storedAssignments.removeAll { $0.id == id }
        return storedAssignments.count < before
    }

    var allAssignments: [MealAssignment] { storedAssignments }
    var allMeals: [Meal] { storedMeals }
}
