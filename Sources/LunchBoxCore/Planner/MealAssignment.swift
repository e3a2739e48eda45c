import Foundation

/// One meal planned on one day. A day may hold several assignments, even of the same
/// meal (lunch and dinner from one pot).
///
/// The day is a `CalendarDay`, not a `Date`: a plan for Sunday stays on Sunday whatever
/// the time zone or daylight-saving change.
public struct MealAssignment: Identifiable, Codable, Equatable, Hashable, Sendable {
    /// More than any day needs; a limit so one day's list stays readable.
    public static let maximumPerDay = 20

    public let id: UUID
    public let mealID: UUID
    public let day: CalendarDay
    public let createdAt: Date

    public init(id: UUID = UUID(), mealID: UUID, day: CalendarDay, createdAt: Date) {
        self.id = id
        self.mealID = mealID
        self.day = day
        self.createdAt = createdAt
    }
}
