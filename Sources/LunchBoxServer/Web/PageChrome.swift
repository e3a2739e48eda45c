import Hummingbird
import LunchBoxCore

/// What every page's layout shows around its content: the title, the active tab, the
/// form token, the one-time message (with Undo after a removal), play toasts, and
/// whether to offer "Log out".
struct PageChrome: Sendable {
    /// The tab a page belongs to.
    enum Section: Sendable {
        case kitchen, ideas, favorites, plan, settings, play, other
    }

    let title: String
    let section: Section
    /// The reader's language: the frame's words and `<html lang>`.
    let words: Wording
    let csrf: String
    let flash: Flash?
    let passphraseMode: Bool
    /// False for a visitor not logged in: no tabs, no Play, no "Log out".
    var signedIn = true
    /// Play news ("Badge unlocked: …"), read by `PlayNewsMiddleware`, worded in `words`.
    let toasts: [PlayNews]

    init(title: String, section: Section, words: Wording, request: Request, context: AppRequestContext) {
        self.init(
            title: title, section: section, words: words, csrf: context.csrfToken, flash: Flash(request: request), passphraseMode: context.isPassphraseMode,
            toasts: context.playToasts)
        signedIn = context.isSignedIn
    }

    init(title: String, section: Section, words: Wording, csrf: String, flash: Flash? = nil, passphraseMode: Bool = false, toasts: [PlayNews] = []) {
        self.title = title
        self.section = section
        self.words = words
        self.csrf = csrf
        self.flash = flash
        self.passphraseMode = passphraseMode
        self.toasts = toasts
    }
}
