import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// Exports a week's plan as an iCalendar file for the share sheet.
@MainActor
public final class CalendarExportViewModel: ObservableObject {
    @Published public private(set) var file: CalendarFile?
    @Published public var errorMessage: String?

    private let plan: any WeekPlanning

    /// The screen's words, in the person's language: its errors are said in them.
    private let words: Wording

    public init(plan: any WeekPlanning, words: Wording) {
        self.words = words
        self.plan = plan
    }

    /// "3 meals in lunchbox-2026-11-23.ics".
    public var summary: String? {
        file.map { words.counting("screens2.calendar.summary", $0.eventCount, $0.filename) }
    }

    /// The week's file, or nil (with the reason in `errorMessage`) when the week has
    /// nothing planned or the plan cannot be read.
    @discardableResult
    public func prepare(week: PlanWeek) async -> CalendarFile? {
        do {
            let made = try await plan.calendarFile(for: week)
            guard made.eventCount > 0 else {
                file = nil
                errorMessage = words("fault4.screen.nothingToExport")
                return nil
            }
            file = made
            errorMessage = nil
            return made
        } catch {
            file = nil
            errorMessage = UserFacingError(error).message(words)
            return nil
        }
    }

    /// The share sheet closed.
    public func finish() {
        file = nil
    }
}
