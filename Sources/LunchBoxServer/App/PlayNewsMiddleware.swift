import Hummingbird
import LunchBoxUseCases

/// Shows play news (a badge unlocked, a level reached) as toasts on the next page, with
/// or without scripts: before a page request it reads the current player's news into
/// the context, and once an HTML page was rendered with them it marks them seen. A form
/// post that earns something redirects, so its news shows on the page it lands on.
struct PlayNewsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let play: PlayUseCase

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get, Self.isPage(request.uri.path), let news = try? await play.news(), let last = news.last else {
            return try await next(request, context)
        }
        var context = context
        context.playToasts = news
        let response = try await next(request, context)
        if response.status == .ok, response.headers[.contentType]?.hasPrefix("text/html") == true {
            try? await play.markNewsSeen(upTo: last.number)
        }
        return response
    }

    /// Pages, not the API, health checks or static files.
    private static func isPage(_ path: String) -> Bool {
        !path.hasPrefix("/api/") && !path.hasPrefix("/static/") && path != "/healthz"
    }
}
