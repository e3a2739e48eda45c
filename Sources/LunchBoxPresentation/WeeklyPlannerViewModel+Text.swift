import Foundation
import LunchBoxCore

extension WeeklyPlannerViewModel {
    /// "Nov 23, 2026 – Nov 29, 2026", or empty before the first load.
    public func weekTitle(locale: Locale = .autoupdatingCurrent) -> String {
        guard let week else { return "" }
        let formatter = PlanFormatter(locale: locale)
        return "\(formatter.dateText(week.start)) – \(formatter.dateText(week.end))"
    }

    /// "Monday, Nov 23, 2026", with ", today" for today (read aloud too).
    public func dayTitle(_ day: CalendarDay, locale: Locale = .autoupdatingCurrent) -> String {
        PlanFormatter(locale: locale).title(for: day) + (isToday(day) ? ", today" : "")
    }

    /// "Add a meal to Monday, Nov 23, 2026", for VoiceOver on a day's add button.
    public func addMealLabel(for day: CalendarDay, locale: Locale = .autoupdatingCurrent) -> String {
        "Add a meal to " + PlanFormatter(locale: locale).title(for: day)
    }

    /// "Chicken wrap — protein: chicken · carb: tortilla".
    public func line(for meal: Meal, locale: Locale = .autoupdatingCurrent) -> String {
        PlanFormatter(locale: locale).text(for: meal)
    }

    /// The "Remove from plan?" question is showing.
    public var showsRemovalConfirmation: Bool { pendingRemoval != nil }
    /// "Remove “Soup” from Monday, Nov 23, 2026?"
    public func removalQuestion(locale: Locale = .autoupdatingCurrent) -> String {
        guard let pending = pendingRemoval else { return "" }
        return "Remove “\(pending.meal.description)” from \(PlanFormatter(locale: locale).title(for: pending.day))?"
    }

    public var emptyLibraryPrompt: String? { library.isEmpty ? "Add meals to the library to plan them." : nil }
}
