import Foundation

/// Writes planned meals as an iCalendar file (RFC 5545) that calendar apps can import.
///
/// Each planned meal is an all-day event on its day. The event's UID comes from the
/// assignment's id, so importing a later export of the same plan updates the events
/// instead of adding copies. DTSTAMP is the injected clock's time, so output is
/// reproducible in tests.
public struct ICalendarExporter: Sendable {
    public static let productID = "-//LunchBox//Meal Planner//EN"

    private let clock: any AppClock
    private let calendarName: String

    public init(clock: any AppClock, calendarName: String = "LunchBox meals") {
        self.clock = clock
        self.calendarName = calendarName
    }

    /// The UID of the event for an assignment; the same id always gives the same UID.
    public static func uid(for assignmentID: UUID) -> String {
        "\(assignmentID.uuidString.lowercased())@lunchbox"
    }

    /// The whole file: CRLF line endings, long lines folded at 75 octets. Events are in
    /// day order, then in the order the meals were planned.
    public func document(for plannedMeals: [PlannedMeal]) -> String {
        let stamp = ICalendarText.timestamp(clock.now())
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:\(Self.productID)",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:\(ICalendarText.escape(calendarName))",
        ]
        let ordered = plannedMeals.enumerated().sorted { lhs, rhs in
            lhs.element.day == rhs.element.day ? lhs.offset < rhs.offset : lhs.element.day < rhs.element.day
        }
        for (_, planned) in ordered {
            lines += event(for: planned, stamp: stamp)
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.fold).joined(separator: "\r\n") + "\r\n"
    }

    private func event(for planned: PlannedMeal, stamp: String) -> [String] {
        let meal = planned.meal
        var details: [String] = []
        if !meal.primaryProtein.isEmpty { details.append("Protein: \(meal.primaryProtein)") }
        if !meal.primaryCarb.isEmpty { details.append("Carb: \(meal.primaryCarb)") }
        if !meal.otherComponents.isEmpty { details.append("Also: \(meal.otherComponents.joined(separator: ", "))") }
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(Self.uid(for: planned.assignment.id))",
            "DTSTAMP:\(stamp)",
            // All-day: a DATE value, and DTEND is the (exclusive) next day.
            "DTSTART;VALUE=DATE:\(ICalendarText.date(planned.day))",
            "DTEND;VALUE=DATE:\(ICalendarText.date(planned.day.adding(days: 1)))",
            "SUMMARY:\(ICalendarText.escape(meal.description))",
        ]
        if !details.isEmpty {
            lines.append("DESCRIPTION:\(ICalendarText.escape(details.joined(separator: "\n")))")
        }
        // All-day meals should not block time in the person's free/busy view.
        lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        return lines
    }
}
