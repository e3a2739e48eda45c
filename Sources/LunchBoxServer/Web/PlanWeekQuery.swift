import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The planner week a request is about. `week` may name any day of that week
/// (`YYYY-MM-DD`); without it, the week holding today. Weeks begin on the saved week
/// start, else the reader's (`reader`: Sunday for "en-US", Monday for "de" or "en-GB"),
/// else Monday; today is the clock's moment in the calendar's time zone.
struct PlanWeekQuery: Sendable {

    let week: PlanWeek
    let today: CalendarDay
    let currentWeek: PlanWeek

    /// Reads `week` from the request's query; a malformed one is a 400 that shows the format.
    /// The API (`strict`) also refuses `week=` with nothing after it, which its document
    /// does not allow; a page's form may send it empty for "this week".
    init(request: Request, plan: PlanUseCase, strict: Bool = false, reader: Weekday? = nil) async throws {
        let week = FormData(request.uri.query ?? "").value("week")
        if strict, let week { _ = try TypedDay.required(week, as: .week) }
        try await self.init(week: week, plan: plan, reader: reader)
    }

    init(week text: String?, plan: PlanUseCase, reader: Weekday? = nil) async throws {
        let now = try await plan.calendarNow(weekStart: nil, reader: reader)
        today = now.today
        currentWeek = now.currentWeek
        week = try TypedDay.parse(text, as: .week).map(now.week(containing:)) ?? currentWeek
    }

    /// A week as given (tests build pages with it).
    init(week: PlanWeek, today: CalendarDay, currentWeek: PlanWeek) {
        self.week = week
        self.today = today
        self.currentWeek = currentWeek
    }

    /// A day posted by a form or the API; a malformed one is a 400 that shows the format.
    static func day(_ text: String?) throws -> CalendarDay {
        try TypedDay.required(text, as: .day)
    }
}
