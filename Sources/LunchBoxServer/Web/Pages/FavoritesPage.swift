import LunchBoxCore

/// Saved ideas, newest first; each opens its page or is deleted (with Undo).
struct FavoritesPage: Page {
    let favorites: [FavoriteRow]
    /// Who each favorite suits, by favorite id.
    var verdicts: [String: VerdictChips] = [:]

    func title(_ words: Wording) -> String { words("favorites.title") }
    var section: PageChrome.Section { .favorites }

    func content(csrf: String, words: Wording) -> HTML {
        guard !favorites.isEmpty else {
            return """
                <h1>\(words("favorites.title"))</h1>
                <section class="card empty">
                  <p class="big" aria-hidden="true">⭐</p>
                  <p>\(words("favorites.empty"))</p>
                  <p><a class="button" href="/ideas">\(words("favorites.getIdeas"))</a></p>
                </section>
                """
        }
        let rows = favorites.map { favorite -> HTML in
            """
            <li>
              <span class="emoji" aria-hidden="true">\(favorite.emoji)</span>
              <a class="grow idea-link" href="/favorites/\(favorite.id)"><span class="item-name">\(favorite.name)</span><br><span class="muted small">\(favorite.detail)</span>\(html: verdicts[favorite.id]?.html(words))</a>
              <button type="submit" name="id" value="\(favorite.id)" class="danger small" aria-label="\(words("favorites.deleteNamed", favorite.name))">\(words("favorites.delete"))</button>
            </li>
            """
        }
        // One form; each Delete button sends its favorite's id.
        return """
            <h1>\(words("favorites.title"))</h1>
            <form method="post" action="/favorites/delete" class="card">
              \(.csrfField(csrf))
              <ul class="list" id="favorites-list">
                \(rows)
              </ul>
            </form>
            """
    }
}
