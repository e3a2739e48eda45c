import Hummingbird
import LunchBoxCore

/// Chooses the language a request is answered in: the first language in the browser's
/// `Accept-Language` that LunchBox speaks, else English. The JSON API stays
/// language-neutral; pages, their messages and their scripts' words follow this choice.
struct LanguageMiddleware: RouterMiddleware {
    func handle(_ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response) async throws -> Response {
        var context = context
        context.language = request.headers[.acceptLanguage].flatMap(Language.preferred(acceptLanguage:)) ?? .english
        return try await next(request, context)
    }
}
