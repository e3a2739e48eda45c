import Foundation
import Hummingbird
import LunchBoxCore

/// The detail page of an idea, whether it is a recent one or a favorite.
enum IdeaDetail {
    /// A day the idea can be planned on from its page.
    struct DayChoice: Sendable {
        let iso: String
        let label: String
        let checked: Bool
    }

    static func render(
        _ idea: LunchBoxIdea, isSaved: Bool, section: PageChrome.Section, pages: Pages, request: Request, context: AppRequestContext, planDays: [CalendarDay],
        formatter: DateFormatter? = nil, notes: [String] = [], kitchen: IdeaKitchenUse = .none
    ) throws -> Response {
        let view = IdeaView(idea, dateFormatter: formatter)
        let fromIdeas = section == .ideas
        return try pages.render(
            "idea", title: idea.name, section: section, request: request, context: context,
            content: [
                "idea": view,
                "isSaved": isSaved,
                "justSaved": request.uri.queryParameters.get("saved") == "1",
                "from": fromIdeas ? "ideas" : "favorites",
                "backPath": fromIdeas ? "/ideas" : "/favorites",
                "backLabel": fromIdeas ? "All ideas" : "Saved ideas",
                "planDays": dayChoices(planDays),
                "notes": notes.isEmpty ? nil : notes,
                "uses": kitchen.summary,
                "usesExpiredFood": kitchen.usesExpiredFood,
                "shareCard": ShareCardPicker(
                    base: "/\(section == .favorites ? "favorites" : "ideas")/\(idea.id.uuidString)", requestedStyle: request.uri.queryParameters.get("card-style")),
            ])
    }

    /// "Today, Tue 24 Nov", "Tomorrow, …", then the weekday; today is chosen.
    private static func dayChoices(_ days: [CalendarDay]) -> [DayChoice] {
        let formatter = PlanFormatter.pages
        return days.enumerated().map { index, day in
            let name = index == 0 ? "Today" : index == 1 ? "Tomorrow" : formatter.dayName(day)
            return DayChoice(iso: day.isoString, label: "\(name), \(formatter.dateText(day))", checked: index == 0)
        }
    }
}
