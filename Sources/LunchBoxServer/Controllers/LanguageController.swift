import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Settings → Language: the household chooses the pages' language, or leaves it to each
/// browser. The confirmation is already in the language chosen.
struct LanguageController {
    let pages: Pages
    let language: HouseholdLanguageUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/settings/language") { request, context -> Response in
            let code = context.form.value("language") ?? ""
            let chosen: Language?
            if code.isEmpty {
                chosen = nil
            } else if let language = Language(rawValue: code) {
                chosen = language
            } else {
                let words = pages.words(context)
                throw UserFacingError(title: words("language.title"), message: words("cli.language.unknown", code), kind: .input)
            }
            try await language.choose(chosen)
            let browser = request.headers[.acceptLanguage].flatMap(Language.preferred(acceptLanguage:))
            let words = pages.wordings[chosen ?? browser ?? .english]
            return Flash.success(words(chosen == nil ? "language.followsBrowser" : "language.saved")).redirect(to: "/settings#language")
        }
    }
}
