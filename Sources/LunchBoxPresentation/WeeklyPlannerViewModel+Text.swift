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
        let title = PlanFormatter(locale: locale).title(for: day)
        return isToday(day) ? words("screens2.plan.today", title) : title
    }

    /// "Add a meal to Monday, Nov 23, 2026", for VoiceOver on a day's add button.
    public func addMealLabel(for day: CalendarDay, locale: Locale = .autoupdatingCurrent) -> String {
        words("screens2.plan.addMealLabel", PlanFormatter(locale: locale).title(for: day))
    }

    /// "Chicken wrap — protein: chicken · carb: tortilla".
    public func line(for meal: Meal) -> String {
        words.line(for: meal)
    }

    /// The "Remove from plan?" question is showing.
    public var showsRemovalConfirmation: Bool { pendingRemoval != nil }
    /// "Remove “Soup” from Monday, Nov 23, 2026?"
    public func removalQuestion(locale: Locale = .autoupdatingCurrent) -> String {
        guard let pending = pendingRemoval else { return "" }
        return words("screens2.plan.removeQuestion", pending.meal.description, PlanFormatter(locale: locale).title(for: pending.day))
    }

    public var emptyLibraryPrompt: String? { library.isEmpty ? words("screens2.plan.emptyLibrary") : nil }
}
