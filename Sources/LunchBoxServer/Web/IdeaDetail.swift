import Foundation
import Hummingbird
import LunchBoxCore

/// The detail page of an idea, whether it is a recent one or a favorite.
enum IdeaDetail {
    static func render(
        _ idea: LunchBoxIdea, isSaved: Bool, section: PageChrome.Section, pages: Pages, request: Request, context: AppRequestContext, formatter: DateFormatter? = nil, notes: [String] = [],
        kitchen: IdeaKitchenUse = .none
    ) throws -> Response {
        let view = IdeaView(idea, dateFormatter: formatter)
        return try pages.render(
            "idea", title: idea.name, section: section, request: request, context: context,
            content: [
                "idea": view,
                "isSaved": isSaved,
                "justSaved": request.uri.queryParameters.get("saved") == "1",
                "notes": notes.isEmpty ? nil : notes,
                "uses": kitchen.summary,
                "usesExpiredFood": kitchen.usesExpiredFood,
            ])
    }
}
