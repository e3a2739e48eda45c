import Foundation

/// One day of a week with the meals planned on it, in the order they were planned.
/// Days without meals are still there, with an empty list, so a week always shows 7.
public struct PlannedDay: Identifiable, Codable, Equatable, Hashable, Sendable {
    public let day: CalendarDay
    public let meals: [PlannedMeal]

    public init(day: CalendarDay, meals: [PlannedMeal]) {
        self.day = day
        self.meals = meals
    }

    public var id: CalendarDay { day }
    public var isEmpty: Bool { meals.isEmpty }
}
