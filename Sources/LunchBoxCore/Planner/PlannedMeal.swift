import Foundation

/// An assignment together with the meal it plans: what the week views, the shopping
/// list and the calendar export work from.
public struct PlannedMeal: Identifiable, Codable, Equatable, Hashable, Sendable {
    public let assignment: MealAssignment
    public let meal: Meal

    public init(assignment: MealAssignment, meal: Meal) {
        self.assignment = assignment
        self.meal = meal
    }

    public var id: UUID { assignment.id }
    public var day: CalendarDay { assignment.day }
}
