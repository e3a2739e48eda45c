import Foundation
import Hummingbird
import LunchBoxCore

/// Saved ideas, newest first: open, save from a detail page, delete.
struct FavoritesController {
    let pages: Pages
    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/favorites") { request, context in
            let format = ListDateFormat(timeZone: dependencies.calendar.timeZone)
            let favorites = try await dependencies.database.favoriteSummaries().map { FavoriteRow($0, dateFormat: format) }
            return try pages.render(
                "favorites", title: "Saved ideas", section: .favorites, request: request, context: context,
                content: [
                    "favorites": favorites,
                    "hasFavorites": !favorites.isEmpty,
                ])
        }
        router.get("/favorites/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            guard let idea = try await dependencies.database.favorite(id: id) else {
                throw HTTPError(.notFound, message: "That favorite no longer exists. It may have been deleted.")
            }
            return try IdeaDetail.render(idea, isSaved: true, section: .favorites, pages: pages, request: request, context: context, formatter: dateFormatter())
        }
        router.post("/favorites") { _, context -> Response in
            guard let id = context.form.value("ideaId").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: "Which idea? Open it again and press Save.")
            }
            guard let idea = try await dependencies.knownIdea(id: id) else {
                throw HTTPError(.notFound, message: "That idea is no longer available. Ask for new ideas and save one of those.")
            }
            try await dependencies.database.saveFavorite(idea, at: dependencies.clock.now())
            return Flash.success("Saved to favorites.").redirect(to: "/favorites/\(id.uuidString)?saved=1")
        }
        router.post("/favorites/{id}/delete") { _, context -> Response in
            try await delete(try context.parameters.require("id", as: UUID.self))
        }
        // The list is one form; each Delete button sends its favorite's id.
        router.post("/favorites/delete") { _, context -> Response in
            guard let id = context.form.value("id").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: "Which favorite? Press Delete next to it.")
            }
            return try await delete(id)
        }
    }

    private func delete(_ id: UUID) async throws -> Response {
        let name = try await dependencies.database.favorite(id: id)?.name
        guard try await dependencies.database.deleteFavorite(id: id) else {
            throw HTTPError(.notFound, message: "That favorite was already deleted.")
        }
        return Flash.success("Deleted \(name ?? "the favorite") from favorites.").redirect(to: "/favorites")
    }

    private func dateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.timeZone = dependencies.calendar.timeZone
        return formatter
    }
}

/// The detail page of an idea, whether it is a recent one or a favorite.
enum IdeaDetail {
    static func render(
        _ idea: LunchBoxIdea, isSaved: Bool, section: PageChrome.Section, pages: Pages, request: Request, context: AppRequestContext, formatter: DateFormatter? = nil, notes: [String] = []
    ) throws -> Response {
        let view = IdeaView(idea, dateFormatter: formatter)
        return try pages.render(
            "idea", title: idea.name, section: section, request: request, context: context,
            content: [
                "idea": view,
                "isSaved": isSaved,
                "justSaved": request.uri.queryParameters.get("saved") == "1",
                "notes": notes.isEmpty ? nil : notes,
            ])
    }
}
