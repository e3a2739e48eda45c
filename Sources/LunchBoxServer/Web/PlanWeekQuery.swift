import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// The planner week a request is about. `week` may name any day of that week
/// (`YYYY-MM-DD`); without it, the week holding today. Weeks begin on the saved week
/// start (Monday until another is saved), and today is the clock's moment in the
/// calendar's time zone.
struct PlanWeekQuery: Sendable {
    static let formatMessage = "The week must be a date like 2026-11-23 (YYYY-MM-DD); any day of the week will do."

    let week: PlanWeek
    let today: CalendarDay
    let currentWeek: PlanWeek

    /// Reads `week` from the request's query; a malformed one is a 400 that shows the format.
    /// The API (`strict`) also refuses `week=` with nothing after it, which its document
    /// does not allow; a page's form may send it empty for "this week".
    init(request: Request, plan: PlanUseCase, strict: Bool = false) async throws {
        let week = FormData(request.uri.query ?? "").value("week")
        if strict, let week, week.trimmingCharacters(in: .whitespaces).isEmpty {
            throw HTTPError(.badRequest, message: Self.formatMessage)
        }
        try await self.init(week: week, plan: plan)
    }

    init(week text: String?, plan: PlanUseCase) async throws {
        let now = try await plan.calendarNow()
        today = now.today
        currentWeek = now.currentWeek
        let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
        if trimmed.isEmpty {
            week = currentWeek
        } else if let day = CalendarDay(isoString: trimmed) {
            week = now.week(containing: day)
        } else {
            throw HTTPError(.badRequest, message: Self.formatMessage)
        }
    }

    /// A day posted by a form or the API; a malformed one is a 400 that shows the format.
    static func day(_ text: String?) throws -> CalendarDay {
        guard let text, let day = CalendarDay(isoString: text.trimmingCharacters(in: .whitespaces)) else {
            throw HTTPError(.badRequest, message: "The day must be a date like 2026-11-23 (YYYY-MM-DD).")
        }
        return day
    }
}
