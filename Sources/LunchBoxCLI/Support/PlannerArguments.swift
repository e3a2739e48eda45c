import LunchBoxCore

/// Days, weeks and weekdays typed on the planner's command line.
enum PlannerArguments {
    static let dayHint = "Write a day as YYYY-MM-DD, today, tomorrow, +N for N days from today, or a weekday such as mon or friday (the next one, today included)."
    static let weekHint = "Write a week as +1 (next), -1 (previous), +N, this, next, last, or a day in it (YYYY-MM-DD, today, mon, ...)."
    static let weekdayHint = "Choose from: monday, tuesday, wednesday, thursday, friday, saturday, sunday (or mon, tue, ...)."

    /// Weeks further away than this are a typo, not a plan (ten years).
    private static let maximumWeekOffset = 520

    /// A day: anything `DayArgument` reads, or a weekday name ("mon", "Friday") for the
    /// next such day, today included, so "plan assign 1 sun" on a Sunday means today.
    /// With `week`, a weekday name is that day of the week instead.
    static func day(_ text: String, today: CalendarDay, in week: PlanWeek? = nil) throws -> CalendarDay {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Letters only: Weekday(identifier:) also reads ISO numbers, which are not days here.
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isLetter), let weekday = Weekday(identifier: trimmed) {
            let from = week?.start ?? today
            return from.adding(days: (weekday.rawValue - from.isoWeekday + 7) % 7)
        }
        do {
            return try DayArgument.parse(trimmed, today: today)
        } catch {
            throw CLIError("\"\(text.prefix(40))\" is not a day.", hint: dayHint)
        }
    }

    /// A week: nil or "this" for the current one, "+N"/"-N" (or next, last) for weeks
    /// away from it, else the week containing the day `text` names.
    static func week(_ text: String?, today: CalendarDay, weekStart: Weekday) throws -> PlanWeek {
        let current = PlanWeek(containing: today, weekStart: weekStart)
        guard let text else { return current }
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch trimmed {
        case "this", "current", "0": return current
        case "next": return current.next
        case "last", "previous": return current.previous
        default: break
        }
        if let sign = trimmed.first, sign == "+" || sign == "-", let weeks = Int(trimmed) {
            guard abs(weeks) <= maximumWeekOffset else {
                throw CLIError("\(text) weeks is too far away.", hint: "Choose a week at most \(maximumWeekOffset) weeks from this one, or give a day in it (YYYY-MM-DD).")
            }
            return current.offset(by: weeks)
        }
        if let weeks = Int(trimmed) {
            // A bare "2" could mean week 2 of the year or two weeks ahead: ask.
            throw CLIError("\"\(text)\" is not a week.", hint: "Write +\(weeks) for \(weeks) weeks from this one, or a day in the week as YYYY-MM-DD.")
        }
        do {
            return PlanWeek(containing: try day(trimmed, today: today), weekStart: weekStart)
        } catch {
            throw CLIError("\"\(text.prefix(40))\" is not a week.", hint: weekHint)
        }
    }

    /// A day of the week for --week-start: "sunday", "Sun", "su" or its ISO number.
    static func weekday(_ text: String) throws -> Weekday {
        guard let weekday = Weekday(identifier: text) else {
            throw CLIError("\"\(text.prefix(40))\" is not a day of the week.", hint: weekdayHint)
        }
        return weekday
    }
}
