import Foundation

/// A calendar day (year, month, day) with no time and no time zone.
///
/// Planned meals and best-before dates are days, not instants. Keeping them as plain
/// dates means a day never shifts across daylight-saving changes or time zones; a
/// `Date` is only involved at the edges, where "now" is turned into today's day in the
/// user's calendar.
public struct CalendarDay: Hashable, Comparable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a day, or nil when the combination does not exist (for example 30 February).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= CalendarDay.daysInMonth(year: year, month: month),
            (1...9999).contains(year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day a moment falls on in the calendar's time zone. Always counted in the
    /// Gregorian calendar (a `CalendarDay` is a Gregorian date), whatever calendar the
    /// person prefers for display.
    public init(_ date: Date, in calendar: Calendar) {
        let parts = Self.gregorian(in: calendar.timeZone).dateComponents([.year, .month, .day], from: date)
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    /// Parses `YYYY-MM-DD`: four, two and two ASCII digits. Read from the bytes, since
    /// every stored list (the kitchen's best-before dates, the week) parses one a row.
    public init?(isoString: String) {
        let utf8 = isoString.utf8
        guard let fields = utf8.withContiguousStorageIfAvailable(Self.fields) ?? Self.fields(Array(utf8)) else { return nil }
        self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    private static func fields(_ bytes: some Collection<UInt8>) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10 else { return nil }
        var year = 0, month = 0, day = 0
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case ..<4: year = year * 10 + digit
            case ..<7: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        return (year, month, day)
    }

    /// `YYYY-MM-DD`. Built from digits: String(format:) goes through NSString, and every
    /// list and page writes days (the year is 1...9999, so always four digits or fewer).
    public var isoString: String {
        Self.padded(year, to: 4) + "-" + Self.padded(month, to: 2) + "-" + Self.padded(day, to: 2)
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
    }

    /// The first moment of this day in the calendar's time zone.
    public func startDate(in calendar: Calendar) -> Date {
        let gregorian = Self.gregorian(in: calendar.timeZone)
        let components = DateComponents(year: year, month: month, day: day)
        return gregorian.date(from: components).map { gregorian.startOfDay(for: $0) } ?? Date(timeIntervalSince1970: 0)
    }

    /// The day `count` days later (or earlier, when negative).
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + count)
    }

    /// Whole days from this day to `other` (negative when `other` is earlier).
    public func days(until other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var isoWeekday: Int {
        // Day number 0 is 1970-01-01, a Thursday (ISO weekday 4).
        ((dayNumber % 7) + 7 + 3) % 7 + 1
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CalendarDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(isoString: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a day as YYYY-MM-DD, got \(text.prefix(40))")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoString)
    }
}

extension CalendarDay: CustomStringConvertible {
    public var description: String { isoString }
}

extension CalendarDay {
    /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }
}

extension CalendarDay {
    /// Every day a `CalendarDay` can be: for a query that should not care about the date.
    public static let allDays: ClosedRange<CalendarDay> = {
        guard let first = CalendarDay(year: 1, month: 1, day: 1), let last = CalendarDay(year: 9999, month: 12, day: 31) else {
            preconditionFailure("1 January 1 and 31 December 9999 are days")
        }
        return first...last
    }()
}
