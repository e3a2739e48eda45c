import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Saved ideas, newest first: open, save from a detail page, delete.
struct FavoritesController {
    let pages: Pages
    let favorites: FavoritesUseCase
    let undo: UndoUseCase
    let plan: PlanUseCase
    /// Nutrition and the Recipe JSON-LD on each favorite's page.
    let recipes: RecipesUseCase
    /// Where "saved on" dates are shown: the user's time zone.
    let timeZone: TimeZone
    /// The chef whose name a favorite's page shows, as its share card does.
    let preferences: PreferencesUseCase
    /// Who each favorite suits.
    var household: HouseholdUseCase?

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/favorites") { request, context in
            let words = pages.words(context)
            let rows = try await favorites.summaries().map { FavoriteRow($0, words: words, timeZone: timeZone) }
            let verdicts = try await household?.favoriteVerdicts() ?? []
            let chips = Dictionary(verdicts.map { ($0.id.uuidString, VerdictChips($0.verdict)) }) { first, _ in first }
            return try pages.render(FavoritesPage(favorites: rows, verdicts: chips), request: request, context: context)
        }
        router.get("/favorites/{id}") { request, context in
            let idea = try await favorites.favorite(id: try context.parameters.require("id", as: UUID.self))
            let page = IdeaPage(
                idea, isSaved: true, from: .favorites, request: request, planDays: plan.upcomingDays(), nutrition: recipes.nutrition(for: idea),
                recipeJSON: recipes.recipeJSON(for: idea), chef: try await preferences.chosenPersona())
            return try pages.render(page, request: request, context: context)
        }
        router.post("/favorites") { _, context -> Response in
            guard let id = context.form.value("ideaId").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: pages.words(context)("favorites.whichIdea"))
            }
            try await favorites.save(ideaID: id)
            // Saved from the idea: stay on it. From elsewhere: the favorite.
            let list = context.form.value("from") == "ideas" ? "ideas" : "favorites"
            return Flash.success(pages.words(context)("favorites.savedFlash")).redirect(to: "/\(list)/\(id.uuidString)?saved=1")
        }
        router.post("/favorites/{id}/delete") { _, context -> Response in
            try await delete(try context.parameters.require("id", as: UUID.self), words: pages.words(context))
        }
        // The list is one form; each Delete button sends its favorite's id.
        router.post("/favorites/delete") { _, context -> Response in
            guard let id = context.form.value("id").flatMap(UUID.init(uuidString:)) else {
                throw HTTPError(.badRequest, message: pages.words(context)("favorites.whichFavorite"))
            }
            return try await delete(id, words: pages.words(context))
        }
    }

    private func delete(_ id: UUID, words: Wording) async throws -> Response {
        let deleted = try await undo.removeFavorite(id: id)
        return Flash.success(words("favorites.deleted", deleted.removal.name), undo: deleted.token).redirect(to: "/favorites")
    }
}
