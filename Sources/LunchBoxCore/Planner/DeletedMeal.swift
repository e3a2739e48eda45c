import Foundation

/// A meal that was deleted, with the days it was removed from.
public struct DeletedMeal: Codable, Equatable, Sendable {
    public let meal: Meal
    public let plannedDays: [CalendarDay]

    public init(meal: Meal, plannedDays: [CalendarDay]) {
        self.meal = meal
        self.plannedDays = plannedDays
    }
}
