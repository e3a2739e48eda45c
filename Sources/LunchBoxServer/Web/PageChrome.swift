import Hummingbird

/// What every page's layout needs: title, which tab is active, the form token, the
/// one-time message and whether to offer "Log out".
struct PageChrome: Sendable {
    enum Section: String, Sendable {
        case scan, inventory, ideas, favorites, meals, plan, settings, welcome, play, other
    }

    let title: String
    let csrf: String
    let flashSuccess: String?
    let flashError: String?
    /// The token of the removal the message offers to undo.
    let undoToken: String?
    let passphraseMode: Bool
    /// Play news to show as toasts ("Badge unlocked: …"), read by `PlayNewsMiddleware`.
    let toasts: [String]
    // Which tab is active. Stored, not computed: TemplateLookupTests checks every stored
    // field is answered, so a flag cannot drop out of the layout unnoticed.
    let inKitchen: Bool
    let inIdeas: Bool
    let inFavorites: Bool
    let inPlan: Bool
    let inSettings: Bool
    let inPlay: Bool
    let hasToasts: Bool

    init(title: String, section: Section, request: Request, context: AppRequestContext) {
        let flash = Flash(request: request)
        self.init(
            title: title, section: section, csrf: context.csrfToken,
            flashSuccess: flash?.kind == .success ? flash?.message : nil,
            flashError: flash?.kind == .error ? flash?.message : nil,
            undoToken: flash?.undo?.uuidString,
            passphraseMode: context.isPassphraseMode, toasts: context.playToasts
        )
    }

    init(
        title: String, section: Section, csrf: String, flashSuccess: String?, flashError: String?, undoToken: String? = nil, passphraseMode: Bool,
        toasts: [String] = []
    ) {
        self.title = title
        self.csrf = csrf
        self.flashSuccess = flashSuccess
        self.flashError = flashError
        self.undoToken = undoToken
        self.passphraseMode = passphraseMode
        self.toasts = toasts
        hasToasts = !toasts.isEmpty
        inPlay = section == .play
        inKitchen = section == .scan || section == .inventory
        inIdeas = section == .ideas
        inFavorites = section == .favorites
        inPlan = section == .plan || section == .meals
        inSettings = section == .settings
    }

    var hasFlash: Bool { flashSuccess != nil || flashError != nil }
}

/// Renders pages with their chrome and clears a shown flash message.
struct Pages: Sendable {
    let views: Views

    /// Renders `template`; nil values in `content` are left out, so `{{#name}}` is false.
    func render(
        _ template: String, title: String, section: PageChrome.Section, request: Request, context: AppRequestContext, content: [String: Any?] = [:], status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let chrome = PageChrome(title: title, section: section, request: request, context: context)
        var values: [String: Any] = content.compactMapValues { $0 }
        values["chrome"] = chrome
        let gzip = PageCompression.acceptsGzip(request.headers[.acceptEncoding])
        var response = try views.html(template, values, status: status, gzip: gzip)
        if chrome.hasFlash { Flash.clear(&response) }
        return response
    }
}
