import LunchBoxCore

/// Reads a day typed on the command line: `2026-11-25`, `today`, `tomorrow` or `+3`.
enum DayArgument {
    static func parse(_ text: String, today: CalendarDay) throws -> CalendarDay {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch trimmed {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if trimmed.hasPrefix("+") || trimmed.hasPrefix("-"), let offset = Int(trimmed), abs(offset) <= 3_660 {
            return today.adding(days: offset)
        }
        guard let day = CalendarDay(isoString: trimmed) else {
            throw CLIError("cli2.error.notADay", .text(String(text.prefix(40))), hint: Fault("cli2.hint.day"))
        }
        return day
    }
}
