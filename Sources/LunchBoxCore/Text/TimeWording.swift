import Foundation

/// "Nov 22, 2026, 07:12" in a time zone: when a favorite was saved, on every face, in the
/// style of the day dates (`PlanFormatter`'s "Nov 22, 2026").
///
/// Plain arithmetic on one offset look-up, not a DateFormatter: it is Sendable, needs no
/// lock, and a list of years of favorites costs nothing. Checked against Calendar (time
/// zones, daylight-saving changes) by a property test.
public struct TimeWording: Sendable {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let epoch = CalendarDay(year: 1970, month: 1, day: 1)!

    public let timeZone: TimeZone

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// A time zone as people read it: "UTC" (not "Etc/UTC"), "America/New York".
    public static func zoneName(_ zone: TimeZone) -> String {
        let identifier = zone.identifier
        if ["Etc/UTC", "UTC", "GMT", "Etc/GMT", "Etc/Universal", "Universal", "Zulu", "Etc/Zulu"].contains(identifier) { return "UTC" }
        return identifier.replacingOccurrences(of: "_", with: " ")
    }

    public func string(from date: Date) -> String {
        let local = Int((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        let (days, seconds) = local.quotientAndRemainder(dividingBy: 86_400)
        let dayNumber = seconds < 0 ? days - 1 : days
        let secondOfDay = seconds < 0 ? seconds + 86_400 : seconds
        let day = Self.epoch.adding(days: dayNumber)
        let hour = secondOfDay / 3600
        let minute = secondOfDay % 3600 / 60
        return "\(Self.day(day)), \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// "Nov 28, 2026": a calendar day, as plan days and saved times write it.
    public static func day(_ day: CalendarDay) -> String {
        "\(months[day.month - 1]) \(day.day), \(day.year)"
    }

}
