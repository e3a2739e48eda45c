import ArgumentParser
import LunchBoxCore
import LunchBoxUseCases

/// `--week` and `--week-start`, for the commands that work on one week.
struct PlannerWeekOptions: ParsableArguments {
    // Unconditional, so "--week -1" is read as a value rather than as an unknown option.
    @Option(name: .long, parsing: .unconditional, help: .say("help.plannerWeekOptions.week", valueName: "week"))
    var week: String?

    @Option(
        name: .customLong("week-start"),
        help: .say("help.plannerWeekOptions.weekStart", valueName: "day"))
    var weekStart: String?

    /// The chosen week in the person's time zone, with the week start from
    /// --week-start, else the saved setting, else `reader`'s (the locale's); and today,
    /// read at the same moment.
    func resolve(_ plan: PlanUseCase, reader: Weekday? = nil) async throws -> ChosenWeek {
        try await ChosenWeek(week: week, weekStart: weekStart, plan: plan, reader: reader)
    }

    /// The week a command works on, and today.
    struct ChosenWeek {
        let week: PlanWeek
        let today: CalendarDay

        /// The week `week` names as typed (this week when nil), starting on `weekStart`
        /// as typed, else the saved week start, else `reader`'s; and today, read at the same moment.
        init(week: String?, weekStart: String?, plan: PlanUseCase, reader: Weekday? = nil) async throws {
            let now = try await plan.calendarNow(weekStart: try weekStart.map(PlannerArguments.weekday), reader: reader)
            self.week = try PlannerArguments.week(week, today: now.today, weekStart: now.weekStart)
            self.today = now.today
        }
    }

    /// The options as typed, to repeat in a hint so a command names the same week
    /// (" --week +1"); empty when neither was given.
    var repeated: String {
        var text = ""
        if let week { text += " --week \(week)" }
        if let weekStart { text += " --week-start \(weekStart)" }
        return text
    }
}
