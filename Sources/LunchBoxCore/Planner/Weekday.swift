import Foundation

/// A day of the week, numbered as in ISO 8601 (Monday is 1, Sunday is 7): the choice of
/// which day a planner week starts on.
public enum Weekday: Int, CaseIterable, Codable, Comparable, Sendable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The weekday a calendar day falls on.
    public init(of day: CalendarDay) {
        // isoWeekday is always 1...7.
        self = Weekday(rawValue: day.isoWeekday) ?? .monday
    }

    /// The English name, lower case ("monday"), for settings files and command lines.
    public var identifier: String { String(describing: self) }

    /// Accepts "monday", "Mon", "mo" and the ISO number "1"; nil for anything else.
    public init?(identifier: String) {
        let text = identifier.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(text), let weekday = Weekday(rawValue: number) {
            self = weekday
            return
        }
        guard text.count >= 2, let match = Weekday.allCases.first(where: { $0.identifier.hasPrefix(text) }) else {
            return nil
        }
        self = match
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
