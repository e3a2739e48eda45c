import Foundation
import Hummingbird
import LunchBoxCore

/// Lunch box ideas: asking for them (with a loading state), the cards, ideas held back
/// for breaking a diet, errors with what to do next, and each idea's detail page.
struct IdeasController {
    let pages: Pages
    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/ideas") { request, context in
            try await page(request, context, showHeldBack: request.uri.queryParameters.get("show") == "held-back")
        }
        router.post("/ideas") { request, context -> Response in
            let engine = context.form.value("engine").flatMap(IdeaEngineChoice.init(rawValue:)) ?? .automatic
            do {
                _ = try await dependencies.freshIdeas(engine: engine)
                return .redirect(to: "/ideas")
            } catch {
                let (status, described) = ErrorResponder.describe(error)
                return try await page(request, context, failure: described, failedEngine: engine, status: status)
            }
        }
        router.get("/ideas/{id}") { request, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            guard let batch = try await dependencies.database.recentIdeas(), let idea = batch.idea(id: id) else {
                if try await dependencies.database.favorite(id: id) != nil {
                    return .redirect(to: "/favorites/\(id.uuidString)")
                }
                throw HTTPError(.notFound, message: "That idea is no longer here: ideas are replaced when you ask for new ones. Saved ideas stay in favorites.")
            }
            let notes =
                batch.heldBackReasons(for: id).map { "Held back: \($0)." }
                + batch.unverifiedIngredients(for: id).map { "Not verified against your diet: \($0)." }
            let isSaved = try await dependencies.database.favorite(id: id) != nil
            return try IdeaDetail.render(idea, isSaved: isSaved, section: .ideas, pages: pages, request: request, context: context, notes: notes)
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, showHeldBack: Bool = false, failure: UserFacingError? = nil, failedEngine: IdeaEngineChoice = .automatic, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let database = dependencies.database
        let batch = failure == nil ? try await database.recentIdeas() : nil
        let hasItems = try await !database.inventory().isEmpty
        let hasKey = (try? dependencies.secrets.loadAPIKey()) != nil
        let cards = batch.map { batch in batch.ideas.map { IdeaCard($0, unverified: batch.unverifiedIngredients(for: $0.id)) } } ?? []
        let heldBack = (showHeldBack ? batch?.heldBack : nil)?.map { IdeaCard($0.idea, heldBackReasons: $0.reasons) }
        let engineLabel = hasKey ? "the AI service" : IdeaOrigin.offlineChef.label.lowercased()
        return try pages.render(
            "ideas", title: "Lunch box ideas", section: .ideas, request: request, context: context,
            content: [
                "hasBatch": batch != nil,
                "cards": cards,
                "origin": batch?.origin.label,
                "isOfflineChef": batch?.origin.engine == .offlineChef,
                "heldBackSummary": batch?.heldBackSummary,
                "heldBack": heldBack,
                "isShort": batch.map { $0.isShort && $0.origin.engine == .ai },
                "hasItems": hasItems,
                "hasKey": hasKey,
                "waitingFor": "Asking \(engineLabel) for ideas…",
                "failure": failure.map { FailureView($0, engine: failedEngine) },
            ], status: status)
    }
}

/// An idea card on the ideas page.
struct IdeaCard: Sendable {
    let id: String
    let name: String
    let emoji: String
    let summary: String
    let unverified: String?
    let heldBackReasons: [String]?

    init(_ idea: LunchBoxIdea, unverified: [String] = [], heldBackReasons: [String]? = nil) {
        let view = IdeaView(idea)
        id = view.id
        name = view.name
        emoji = view.emoji
        summary = view.ingredientSummary
        self.unverified = unverified.isEmpty ? nil : unverified.joined(separator: ", ")
        self.heldBackReasons = heldBackReasons
    }
}

/// What went wrong asking for ideas, and which ways on to offer.
struct FailureView: Sendable {
    let title: String
    let message: String
    let isOffline: Bool
    let canRetry: Bool
    let canUseOfflineChef: Bool
    let needsSettings: Bool
    /// The kitchen needs more food (the offline chef could not make enough).
    let needsFood: Bool
    let engine: String

    init(_ error: UserFacingError, engine: IdeaEngineChoice) {
        title = error.title
        message = error.message
        isOffline = error.kind == .offline
        canRetry = error.allowsRetry && error.kind != .offline
        canUseOfflineChef = error.actions.contains(.useOfflineChef) && engine != .offline
        needsSettings = error.actions.contains(.openSettings)
        needsFood = error.kind == .input
        self.engine = engine.rawValue
    }
}
