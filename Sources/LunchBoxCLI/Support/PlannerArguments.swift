import LunchBoxCore

/// Days, weeks and weekdays typed on the planner's command line.
enum PlannerArguments {
    static let dayHint = Fault("cli2.hint.planDay")
    static let weekHint = Fault("cli2.hint.week")
    static let weekdayHint = Fault("cli2.hint.weekday")

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
            throw CLIError("cli2.error.notADay", .text(String(text.prefix(40))), hint: dayHint)
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
                throw CLIError("cli2.error.weeksTooFar", .text(text), hint: Fault("cli2.hint.weeksTooFar", [.number(maximumWeekOffset)]))
            }
            return current.offset(by: weeks)
        }
        if let weeks = Int(trimmed) {
            // A bare "2" could mean week 2 of the year or two weeks ahead: ask.
            throw CLIError("cli2.error.notAWeek", .text(text), hint: Fault("cli2.hint.weekNumber", [.number(weeks)]))
        }
        do {
            return PlanWeek(containing: try day(trimmed, today: today), weekStart: weekStart)
        } catch {
            throw CLIError("cli2.error.notAWeek", .text(String(text.prefix(40))), hint: weekHint)
        }
    }

    /// A day of the week for --week-start: "sunday", "Sun", "su" or its ISO number.
    static func weekday(_ text: String) throws -> Weekday {
        guard let weekday = Weekday(identifier: text) else {
            throw CLIError("cli2.error.notAWeekday", .text(String(text.prefix(40))), hint: weekdayHint)
        }
        return weekday
    }
}
