import LunchBoxCore

/// The household passphrase, asked for when LunchBox is shared on the network.
struct LoginPage: Page {
    /// Why a login failed, said in the reader's language.
    enum Failure: String, Sendable {
        /// A wrong passphrase.
        case wrong
        /// A wrong one after many: wait a minute.
        case wrongThrottled
        /// Too many wrong ones from this address: not even compared.
        case refused
    }

    /// Where to go once logged in (a path on this site).
    let next: String
    let failure: Failure?

    func title(_ words: Wording) -> String { words("login.title") }
    var section: PageChrome.Section { .other }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(words("login.title"))</h1>
          <p class="muted">\(words("login.why"))</p>
          \(html: failure.map { #"<p class="alert" role="alert">\#(words("login.failure.\($0.rawValue)"))</p>"# })
          <form method="post" action="/login">
            \(.csrfField(csrf))
            <input type="hidden" name="next" value="\(next)">
            <label for="passphrase">\(words("login.passphrase"))</label>
            <input id="passphrase" name="passphrase" type="password" autocomplete="current-password" required autofocus>
            <p class="actions"><button type="submit" class="wide">\(words("login.logIn"))</button></p>
          </form>
        </section>
        """
    }
}
