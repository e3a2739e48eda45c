import LunchBoxCore

/// The first visit: what LunchBox does, "Get started" within the first screen of a phone,
/// and how it treats data under it.
struct WelcomePage: Page {
    var title: String { "Welcome" }
    var section: PageChrome.Section { .other }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow welcome">
          <p class="hero" aria-hidden="true">🍱</p>
          <h1>Pack a lunch from what you have</h1>
          <ul class="features">
            <li><span aria-hidden="true">📷</span><span><strong>Scan or type</strong> what is in the fridge and pantry, and confirm each item.</span></li>
            <li><span aria-hidden="true">💡</span><span><strong>Get at least three lunch box ideas</strong> that respect your diet, from the built-in offline chef or an AI service of your choice.</span></li>
            <li><span aria-hidden="true">⭐</span><span><strong>Save, share and plan</strong> favorites into your week.</span></li>
          </ul>
          <form method="post" action="/welcome">
            \(.csrfField(csrf))
            <button class="wide" type="submit" id="get-started">Get started</button>
          </form>
          <h2>\(PrivacyNotice.title)</h2>
          <p class="muted">\(PrivacyNotice.paragraphs.joined(separator: " "))</p>
        </section>
        """
    }
}
