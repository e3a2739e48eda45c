import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Chooses the language a request is answered in: the household's choice (Settings),
/// else the first language in the browser's `Accept-Language` that LunchBox speaks, else
/// English. The region comes from the browser's range in that language ("en-US"), and
/// with it the units (the household's choice, else the region's) and the week's first day.
/// The JSON API and static files stay language-neutral and skip the look-up.
struct LanguageMiddleware: RouterMiddleware {
    let language: HouseholdLanguageUseCase
    let units: HouseholdUnitsUseCase

    func handle(_ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard !path.hasPrefix("/api/"), !path.hasPrefix("/static/") else { return try await next(request, context) }
        var context = context
        let header = request.headers[.acceptLanguage]
        let browser = header.flatMap(Language.preferred(acceptLanguage:))
        context.language = await language.language(for: browser)
        context.region = header.flatMap { LocaleRegion.preferred(acceptLanguage: $0, for: context.language) }
        context.units = await units.units(forRegion: context.region)
        return try await next(request, context)
    }
}
