import LunchBoxCore

/// The first visit: what LunchBox does, "Get started" within the first screen of a phone,
/// and how it treats data under it.
struct WelcomePage: Page {
    func title(_ words: Wording) -> String { words("welcome.title") }
    var section: PageChrome.Section { .other }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow welcome">
          <p class="hero" aria-hidden="true">🍱</p>
          <h1>\(words("welcome.heading"))</h1>
          <ul class="features">
            \(Self.feature("📷", "scan", words))
            \(Self.feature("💡", "ideas", words))
            \(Self.feature("⭐", "save", words))
          </ul>
          <form method="post" action="/welcome">
            \(.csrfField(csrf))
            <button class="wide" type="submit" id="get-started">\(words("welcome.getStarted"))</button>
          </form>
          <h2>\(PrivacyNotice.title(words))</h2>
          <p class="muted">\(PrivacyNotice.paragraphs(words).joined(separator: " "))</p>
        </section>
        """
    }

    /// One line of what LunchBox does: its lead in bold, then the rest.
    private static func feature(_ picture: String, _ name: String, _ words: Wording) -> HTML {
        let lead = words("welcome.\(name).lead")
        let rest = words("welcome.\(name).rest")
        return #"<li><span aria-hidden="true">\#(picture)</span><span><strong>\#(lead)</strong> \#(rest)</span></li>"#
    }
}
