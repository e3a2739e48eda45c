import Hummingbird
import LunchBoxCore

/// The page of one idea, a recent one or a favorite: save, share, plan it on a day,
/// its ingredients and steps, and its share card.
struct IdeaPage: UntranslatedPage {
    /// A day the idea can be planned on from its page.
    struct DayChoice: Sendable {
        let iso: String
        let label: String
        let checked: Bool
    }

    /// Where the idea was opened from: the recent ideas or the favorites.
    enum List: String, Sendable {
        case ideas, favorites
    }

    let idea: IdeaView
    let isSaved: Bool
    /// Just saved: the acknowledgment shows, then fades.
    let justSaved: Bool
    let from: List
    let planDays: [DayChoice]
    let notes: [String]
    /// "Uses from your kitchen: …"; nil when it uses nothing from it.
    let uses: String?
    let usesExpiredFood: Bool
    let shareCard: ShareCardPicker
    /// Estimated nutrition per lunch; nil where a caller has none.
    let nutrition: NutritionView?
    /// The idea as schema.org Recipe JSON-LD, embedded for recipe apps and search engines.
    let recipeJSON: String?

    var title: String { idea.name }
    var section: PageChrome.Section { from == .ideas ? .ideas : .favorites }

    init(
        _ idea: LunchBoxIdea, isSaved: Bool, from: List, request: Request, planDays: [CalendarDay], notes: [String] = [],
        kitchen: IdeaKitchenUse = .none, nutrition: NutritionEstimate? = nil, recipeJSON: String? = nil, chef: (name: String, emoji: String)? = nil
    ) {
        self.idea = IdeaView(idea, chef: chef)
        self.isSaved = isSaved
        justSaved = request.uri.queryParameters.get("saved") == "1"
        self.from = from
        self.planDays = Self.dayChoices(planDays)
        self.notes = notes
        uses = kitchen.summary
        usesExpiredFood = kitchen.usesExpiredFood
        self.nutrition = nutrition.map(NutritionView.init)
        self.recipeJSON = recipeJSON
        shareCard = ShareCardPicker(base: "/\(from.rawValue)/\(idea.id.uuidString)", ideaID: idea.id.uuidString, requestedStyle: request.uri.queryParameters.get("card-style"))
    }

    func content(csrf: String) -> HTML {
        let back: HTML =
            from == .ideas
            ? #"<a class="button quiet" href="/ideas" id="back-to-list" aria-label="All ideas"><span aria-hidden="true">←</span> Ideas</a>"#
            : #"<a class="button quiet" href="/favorites" id="back-to-list" aria-label="Saved ideas"><span aria-hidden="true">←</span> Saved</a>"#
        return """
            <article class="card">
              <div class="idea-bar" id="idea-actions">
                \(back)
                \(if: isSaved, """
                <span class="pill saved-ack\(if: justSaved, " just")" id="saved-ack" role="status"><span aria-hidden="true">★</span> Saved</span>
                """, else: """
                <form method="post" action="/favorites">
                  \(.csrfField(csrf))
                  <input type="hidden" name="ideaId" value="\(idea.id)">
                  <input type="hidden" name="from" value="\(from.rawValue)">
                  <button type="submit" id="save-idea"><span aria-hidden="true">☆</span> Save</button>
                </form>
                """)
                <button type="button" class="quiet" data-share="share-text" data-title="\(idea.name)" data-idea-id="\(idea.id)" data-copied="Copied to the clipboard" data-badge="Badge unlocked: see Play" hidden><span aria-hidden="true">📤</span> Share</button>
                <a class="button quiet" href="#add-to-plan" id="plan-jump" aria-label="Add to plan"><span aria-hidden="true">📅</span> Plan</a>
                <form method="post" action="/pack">
                  \(.csrfField(csrf))
                  <input type="hidden" name="ideaId" value="\(idea.id)">
                  <input type="hidden" name="back" value="/\(from.rawValue)/\(idea.id)">
                  <button type="submit" class="quiet" id="packed-it" aria-label="Packed it: take what it uses from the kitchen"><span aria-hidden="true">🥪</span> Packed</button>
                </form>
              </div>
              <p class="big-emoji" aria-hidden="true">\(idea.emoji)</p>
              <h1>\(idea.name)</h1>
              \(html: idea.origin.map { #"<p class="muted small">Idea by \#($0)</p>"# })
              \(notes.map { #"<p class="banner small">\#($0)</p>"# })
              \(if: usesExpiredFood, #"<p class="small"><a href="/inventory" id="check-kitchen">Check the kitchen</a> to update or remove food past its date.</p>"#)
              \(html: uses.map { #"<p class="muted small" id="kitchen-uses">\#($0)</p>"# })
              <h2>Ingredients</h2>
              <ul class="ingredients">\(idea.ingredients.map { "<li>\($0)</li>" as HTML })</ul>
              <h2>Steps</h2>
              <ol class="steps">\(idea.steps.map { "<li>\($0)</li>" as HTML })</ol>
              \(html: nutrition?.html)
              \(html: recipeJSON.map(HTML.jsonLD))
              <section id="add-to-plan" class="plan-idea" aria-labelledby="add-to-plan-title">
                <h2 id="add-to-plan-title">Add to plan</h2>
                <form method="post" action="/plan/ideas">
                  \(.csrfField(csrf))
                  <input type="hidden" name="ideaId" value="\(idea.id)">
                  <fieldset class="day-choices">
                    <legend class="muted small">Which day?</legend>
                    \(planDays.map { day -> HTML in
                        #"<label class="day-choice"><input type="radio" name="day" value="\#(day.iso)"\#(if: day.checked, " checked")> \#(day.label)</label>"#
                    })
                  </fieldset>
                  <button type="submit" id="plan-idea"><span aria-hidden="true">📅</span> Plan it</button>
                </form>
              </section>
              <details class="more">
                <summary class="muted small">Show as plain text</summary>
                <label for="share-text" class="visually-hidden">Text to share</label>
                <textarea id="share-text" rows="10" readonly>\(idea.shareText)</textarea>
              </details>
              \(shareCard.html)
              \(if: isSaved, """
              <form method="post" action="/favorites/\(idea.id)/delete" class="actions">
                \(.csrfField(csrf))
                <button type="submit" class="danger small">Remove from favorites</button>
              </form>
              """)
            </article>
            """
    }

    /// "Today, Tue 24 Nov", "Tomorrow, …", then the weekday; today is chosen.
    private static func dayChoices(_ days: [CalendarDay]) -> [DayChoice] {
        let formatter = PlanFormatter.pages
        return days.enumerated().map { index, day in
            let name = index == 0 ? "Today" : index == 1 ? "Tomorrow" : formatter.dayName(day)
            return DayChoice(iso: day.isoString, label: "\(name), \(formatter.dateText(day))", checked: index == 0)
        }
    }
}
