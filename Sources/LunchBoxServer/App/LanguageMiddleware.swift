import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Chooses the language a request is answered in: the household's choice (Settings),
/// else the first language in the browser's `Accept-Language` that LunchBox speaks, else
/// English. The JSON API and static files stay language-neutral and skip the look-up.
struct LanguageMiddleware: RouterMiddleware {
    let language: HouseholdLanguageUseCase

    func handle(_ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard !path.hasPrefix("/api/"), !path.hasPrefix("/static/") else { return try await next(request, context) }
        var context = context
        let browser = request.headers[.acceptLanguage].flatMap(Language.preferred(acceptLanguage:))
        context.language = await language.language(for: browser)
        return try await next(request, context)
    }
}
