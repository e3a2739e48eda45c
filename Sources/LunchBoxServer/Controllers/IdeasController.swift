import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Lunch box ideas: asking for them (with a loading state), the cards, ideas held back
/// for breaking a diet, errors with what to do next, and each idea's detail page.
struct IdeasController {
    let pages: Pages
    let ideas: IdeasUseCase
    let favorites: FavoritesUseCase
    let plan: PlanUseCase
    let preferences: PreferencesUseCase
    /// Read for the page's prompt only: an empty kitchen is asked to add food first.
    let inventory: InventoryUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/ideas") { request, context in
            try await page(request, context, showHeldBack: request.uri.queryParameters.get("show") == "held-back")
        }
        router.post("/ideas") { request, context -> Response in
            let engine = Self.engine(context)
            do {
                _ = try await ideas.ask(engine: engine)
                return .redirect(to: "/ideas")
            } catch {
                // The ideas page itself says what went wrong, with the ways on.
                let (status, described) = ErrorResponder.describe(error)
                return try await page(request, context, failure: described, failedEngine: engine, status: status)
            }
        }
        // The same forms, read by the page's script: each idea the moment it is written.
        router.post("/ideas/stream") { _, context -> Response in
            IdeaEventStream(ideas: ideas).response(engine: Self.engine(context))
        }
        router.get("/ideas/{id}") { request, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            guard let recent = try await ideas.recentIdea(id: id) else {
                // Replaced by newer ideas, but saved: the favorite is the same idea.
                guard try await favorites.isSaved(id: id) else { throw IdeasError.ideaNotFound }
                return .redirect(to: "/favorites/\(id.uuidString)")
            }
            return try IdeaDetail.render(
                recent.idea, isSaved: recent.isSaved, section: .ideas, pages: pages, request: request, context: context, planDays: plan.upcomingDays(), notes: recent.notes.remarks,
                kitchen: recent.kitchen)
        }
    }

    private static func engine(_ context: AppRequestContext) -> IdeaEngineChoice {
        context.form.value("engine").flatMap(IdeaEngineChoice.init(rawValue:)) ?? .automatic
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, showHeldBack: Bool = false, failure: UserFacingError? = nil, failedEngine: IdeaEngineChoice = .automatic, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let batch = failure == nil ? try await ideas.recent() : nil
        let hasItems = try await !inventory.items().isEmpty
        // Only a label: a key that cannot be read is explained on the settings page.
        let engine = (try? ideas.engine(for: .automatic)) ?? .offlineChef
        let cards = batch.map { batch in batch.ideas.map { IdeaCard($0, unverified: batch.unverifiedIngredients(for: $0.id), kitchen: batch.kitchenUse(for: $0.id)) } } ?? []
        let heldBack = (showHeldBack ? batch?.heldBack : nil)?.map { IdeaCard($0.idea, heldBackReasons: $0.reasons) }
        let summary = batch.map(IdeaBatchSummary.init)
        let waiting = await ideas.waitingMessage()
        return try pages.render(
            "ideas", title: "Lunch box ideas", section: .ideas, request: request, context: context,
            content: [
                "hasBatch": batch != nil,
                "cards": cards,
                "origin": summary?.origin,
                "isOfflineChef": summary?.isOfflineChef,
                "heldBackSummary": summary?.heldBackSummary,
                "heldBack": heldBack,
                "isShort": summary?.isShort,
                "hasItems": hasItems,
                "hasKey": engine == .ai,
                "waitingFor": waiting,
                "failure": failure.map { FailureView($0, engine: failedEngine) },
                "diets": try await preferences.current().activeSummary,
            ], status: status)
    }
}
