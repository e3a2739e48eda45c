import LunchBoxCore

/// The frame of every page: head, top bar, tabs, the one-time message and toasts, and
/// the page's own content in `main`.
enum Layout {
    /// What offline.js and sw.js say about changes made while the server is away.
    static func offlineWords(_ words: Wording) -> ScriptWords {
        ScriptWords(
            "offline", words, table: "chrome.offline",
            keys: ["aKitchenChange", "waiting.one", "waiting.many", "waiting.other", "refused", "refusedEntry", "dismiss", "serverAnswered", "savedCopy"])
    }

    static func page(_ chrome: PageChrome, scripts: HTML, content: HTML) -> HTML {
        """
        <!doctype html>
        <html lang="\(chrome.words.language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(chrome.words("chrome.pageTitle", chrome.title))</title>
        <link rel="stylesheet" href="/static/app.css">
        <link rel="icon" href="/static/icon.svg" type="image/svg+xml">
        <link rel="manifest" href="/manifest.webmanifest">
        <meta name="theme-color" content="#e0662f">
        <link rel="apple-touch-icon" href="/apple-touch-icon.png">
        <script src="/static/app.js" defer></script>
        <script src="/route-traits.js" defer></script>
        <script src="/static/outbox.js" defer></script>
        <script src="/static/offline.js" defer></script>\(scripts)
        </head>
        <body data-csrf="\(chrome.csrf)">
        <header class="topbar">
          <a class="brand" href="/inventory"><span aria-hidden="true">🍱</span> LunchBox</a>
          \(if: chrome.signedIn, #"<a class="play-link" href="/play"\#(.currentPage(chrome.section == .play))><span aria-hidden="true">🏆</span> \#(chrome.words("chrome.play"))</a>"#)
          \(if: chrome.passphraseMode && chrome.signedIn, """
          <form method="post" action="/logout" class="logout">
            \(.csrfField(chrome.csrf))
            <button class="button quiet small" type="submit">\(chrome.words("chrome.logOut"))</button>
          </form>
          """)
        </header>
        \(if: chrome.signedIn, tabs(chrome))
        <main id="main">
        \(html: chrome.flash.map { flash($0, csrf: chrome.csrf, words: chrome.words) })\(html: toasts(chrome.toasts, words: chrome.words))
        \(content)
        </main>
        \(offlineWords(chrome.words).html)
        </body>
        </html>

        """
    }

    /// The section tabs, for someone logged in.
    private static func tabs(_ chrome: PageChrome) -> HTML {
        let words = chrome.words
        return """
            <nav class="tabs" aria-label="\(words("chrome.sections"))">
              <a href="/inventory"\(.currentPage(chrome.section == .kitchen))><span aria-hidden="true">🧺</span><span>\(words("chrome.tab.kitchen"))</span></a>
              <a href="/ideas"\(.currentPage(chrome.section == .ideas))><span aria-hidden="true">💡</span><span>\(words("chrome.tab.ideas"))</span></a>
              <a href="/favorites"\(.currentPage(chrome.section == .favorites))><span aria-hidden="true">⭐</span><span>\(words("chrome.tab.saved"))</span></a>
              <a href="/plan"\(.currentPage(chrome.section == .plan))><span aria-hidden="true">📅</span><span>\(words("chrome.tab.plan"))</span></a>
              <a href="/settings"\(.currentPage(chrome.section == .settings))><span aria-hidden="true">⚙️</span><span>\(words("chrome.tab.settings"))</span></a>
            </nav>
            """
    }

    private static func flash(_ flash: Flash, csrf: String, words: Wording) -> HTML {
        switch flash.kind {
        case .error:
            return #"<div class="flash error" role="alert"><p>\#(flash.message)</p>\#(closeButton(words))</div>"#
        case .success:
            guard let token = flash.undo else {
                return #"<div class="flash success fades" role="status"><p><span aria-hidden="true">✓</span> \#(flash.message)</p></div>"#
            }
            return """
                <div class="flash success" role="status"><p><span aria-hidden="true">✓</span> \(flash.message)</p>\
                <form method="post" action="/undo" class="undo">\(.csrfField(csrf))<input type="hidden" name="token" value="\(token.uuidString)"><button type="submit" class="quiet" id="undo">\(words("chrome.undo"))</button></form>\
                \(closeButton(words))</div>
                """
        }
    }

    /// Closes a message that stays (an error, or one with Undo); app.js shows it.
    private static func closeButton(_ words: Wording) -> HTML {
        #"<button type="button" class="quiet flash-close" data-close-flash aria-label="\#(words("chrome.closeMessage"))" hidden>×</button>"#
    }

    private static func toasts(_ toasts: [PlayNews], words: Wording) -> HTML? {
        guard !toasts.isEmpty else { return nil }
        let each = toasts.map { toast -> HTML in #"<p class="play-toast"><span aria-hidden="true">🎉</span> \#(toast.text(words))</p>"# }
        return #"<div class="play-toasts" role="status">\#(each)</div>"#
    }
}
