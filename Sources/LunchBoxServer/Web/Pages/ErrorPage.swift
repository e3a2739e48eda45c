/// What went wrong, in the words of `UserFacingError`, with the ways back.
struct ErrorPage: UntranslatedPage {
    let title: String
    let message: String

    var section: PageChrome.Section { .other }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow">
          <h1>\(title)</h1>
          <p>\(message)</p>
          <p class="actions"><a class="button" href="/inventory" data-back>Go back</a> <a class="button quiet" href="/inventory">Kitchen</a></p>
        </section>
        """
    }
}
