/// The household passphrase, asked for when LunchBox is shared on the network.
struct LoginPage: UntranslatedPage {
    /// Where to go once logged in (a path on this site).
    let next: String
    let error: String?

    var title: String { "Log in" }
    var section: PageChrome.Section { .other }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow">
          <h1>Log in</h1>
          <p class="muted">This LunchBox is shared on the network, so it asks for the household passphrase.</p>
          \(html: error.map { #"<p class="alert" role="alert">\#($0)</p>"# })
          <form method="post" action="/login">
            \(.csrfField(csrf))
            <input type="hidden" name="next" value="\(next)">
            <label for="passphrase">Passphrase</label>
            <input id="passphrase" name="passphrase" type="password" autocomplete="current-password" required autofocus>
            <p class="actions"><button type="submit" class="wide">Log in</button></p>
          </form>
        </section>
        """
    }
}
