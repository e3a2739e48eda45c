import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Lunch box ideas: asking for them (streamed to the page, or waited for without
/// scripts), the cards, ideas held back for breaking a diet, errors with what to do
/// next, and each idea's detail page.
struct IdeasController {
    let pages: Pages
    let ideas: IdeasUseCase
    let favorites: FavoritesUseCase
    let plan: PlanUseCase
    let preferences: PreferencesUseCase
    /// The page's screen, in one read.
    let ideasHome: IdeasHomeUseCase
    /// Nutrition and the Recipe JSON-LD on each idea's page.
    let recipes: RecipesUseCase
    /// Who the ideas are for, and who each one suits.
    let household: HouseholdUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/ideas") { request, context in
            try await page(request, context, showHeldBack: Self.showsHeldBack(request))
        }
        router.post("/ideas") { request, context -> Response in
            let engine = Self.engine(context)
            do {
                _ = try await ideas.ask(engine: engine, language: context.language)
                return .redirect(to: "/ideas")
            } catch {
                // The ideas page itself says what went wrong, with the ways on.
                let (status, described) = ErrorResponder.describe(error)
                return try await page(request, context, failure: described, failedEngine: engine, status: status)
            }
        }
        // The same forms, read by the page's script: each idea the moment it is written.
        router.post("/ideas/stream") { request, context -> Response in
            let engine = Self.engine(context)
            let rendering = IdeaStreamMessage.Rendering(
                csrf: context.csrfToken, showHeldBack: Self.showsHeldBack(request), engine: engine, waitingFor: await ideas.waiting(for: engine).text(pages.words(context)), fromPhoto: false,
                words: pages.words(context),
                verdict: try await household.verdictReader())
            return IdeaEventStream(ideas: ideas).response(engine: engine, language: context.language, page: rendering)
        }
        router.get("/ideas/{id}") { request, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            guard let recent = try await ideas.recentIdea(id: id) else {
                // Replaced by newer ideas, but saved: the favorite is the same idea.
                guard try await favorites.isSaved(id: id) else { throw IdeasError.ideaNotFound }
                return .redirect(to: "/favorites/\(id.uuidString)")
            }
            let page = IdeaPage(
                recent.idea, isSaved: recent.isSaved, from: .ideas, request: request, planDays: plan.upcomingDays(), notes: recent.notes,
                nutrition: recipes.nutrition(for: recent.idea), recipeJSON: recipes.recipeJSON(for: recent.idea), chef: try await preferences.chosenPersona())
            return try pages.render(page, request: request, context: context)
        }
    }

    private static func engine(_ context: AppRequestContext) -> IdeaEngineChoice {
        context.form.value("engine").flatMap(IdeaEngineChoice.init(rawValue:)) ?? .automatic
    }

    private static func showsHeldBack(_ request: Request) -> Bool {
        request.uri.queryParameters.get("show") == "held-back"
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, showHeldBack: Bool = false, failure: UserFacingError? = nil, failedEngine: IdeaEngineChoice = .automatic,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let home = try await ideasHome.read(withBatch: failure == nil)
        let words = pages.words(context)
        var failed: FailureView?
        if let failure {
            let waiting = failedEngine == .automatic ? home.waitingFor : await ideas.waiting(for: failedEngine)
            failed = FailureView(failure, engine: failedEngine, waitingFor: waiting.text(words))
        }
        let page = IdeasPage(
            diets: home.diets.activeSummary(words), batch: home.batch.map { IdeaBatchView($0, words: words, showHeldBack: showHeldBack, verdict: home.verdict) },
            failure: failed, hasItems: home.hasItems, hasKey: home.usesAI, waitingFor: home.waitingFor.text(words), packFor: PackForView(members: home.members))
        return try pages.render(page, request: request, context: context, status: status)
    }
}
