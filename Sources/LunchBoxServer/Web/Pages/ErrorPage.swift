import LunchBoxCore

/// What went wrong, in the words of `UserFacingError`, with the ways back.
struct ErrorPage: Page {
    let title: String
    let message: String

    func title(_ words: Wording) -> String { title }
    var section: PageChrome.Section { .other }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(title)</h1>
          <p>\(message)</p>
          <p class="actions"><a class="button" href="/inventory" data-back>\(words("error.goBack"))</a> <a class="button quiet" href="/inventory">\(words("error.kitchen"))</a></p>
        </section>
        """
    }
}
