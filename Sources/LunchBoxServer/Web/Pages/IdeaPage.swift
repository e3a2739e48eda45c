import Hummingbird
import LunchBoxCore

/// The page of one idea, a recent one or a favorite: save, share, plan it on a day,
/// its ingredients and steps, and its share card.
struct IdeaPage: Page {
    /// A day the idea can be planned on from its page: the first two are today and
    /// tomorrow.
    struct DayChoice: Sendable {
        let day: CalendarDay
        let index: Int
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
    /// What it uses from the kitchen, warnings, unchecked ingredients, why held back.
    let notes: IdeaNotes
    let usesExpiredFood: Bool
    let shareCard: ShareCardPicker
    /// Estimated nutrition per lunch; nil where a caller has none.
    let nutrition: NutritionView?
    /// The idea as schema.org Recipe JSON-LD, embedded for recipe apps and search engines.
    let recipeJSON: String?

    func title(_ words: Wording) -> String { idea.name }
    var section: PageChrome.Section { from == .ideas ? .ideas : .favorites }

    init(
        _ idea: LunchBoxIdea, isSaved: Bool, from: List, request: Request, planDays: [CalendarDay], notes: IdeaNotes = .none, nutrition: NutritionEstimate? = nil, recipeJSON: String? = nil,
        chef: (name: String, emoji: String)? = nil
    ) {
        self.idea = IdeaView(idea, chef: chef)
        self.isSaved = isSaved
        justSaved = request.uri.queryParameters.get("saved") == "1"
        self.from = from
        self.planDays = Self.dayChoices(planDays)
        self.notes = notes
        usesExpiredFood = notes.kitchen.usesExpiredFood
        self.nutrition = nutrition.map(NutritionView.init)
        self.recipeJSON = recipeJSON
        shareCard = ShareCardPicker(base: "/\(from.rawValue)/\(idea.id.uuidString)", ideaID: idea.id.uuidString, requestedStyle: request.uri.queryParameters.get("card-style"))
    }

    func content(csrf: String, words: Wording) -> HTML {
        let back: HTML =
            from == .ideas
            ? #"<a class="button quiet" href="/ideas" id="back-to-list" aria-label="\#(words("ideas.idea.allIdeas"))"><span aria-hidden="true">←</span> \#(words("chrome.tab.ideas"))</a>"#
            : #"<a class="button quiet" href="/favorites" id="back-to-list" aria-label="\#(words("ideas.idea.savedIdeas"))"><span aria-hidden="true">←</span> \#(words("chrome.tab.saved"))</a>"#
        return """
            <article class="card">
              <div class="idea-bar" id="idea-actions">
                \(back)
                \(if: isSaved, """
                <span class="pill saved-ack\(if: justSaved, " just")" id="saved-ack" role="status"><span aria-hidden="true">★</span> \(words("ideas.idea.saved"))</span>
                """, else: """
                <form method="post" action="/favorites">
                  \(.csrfField(csrf))
                  <input type="hidden" name="ideaId" value="\(idea.id)">
                  <input type="hidden" name="from" value="\(from.rawValue)">
                  <button type="submit" id="save-idea"><span aria-hidden="true">☆</span> \(words("ideas.idea.save"))</button>
                </form>
                """)
                <button type="button" class="quiet" data-share="share-text" data-title="\(idea.name)" data-idea-id="\(idea.id)" data-copied="\(words("ideas.idea.copied"))" data-badge="\(words("ideas.idea.badge"))" hidden><span aria-hidden="true">📤</span> \(words("ideas.idea.share"))</button>
                <a class="button quiet" href="#add-to-plan" id="plan-jump" aria-label="\(words("ideas.idea.addToPlan"))"><span aria-hidden="true">📅</span> \(words("ideas.idea.plan"))</a>
                <form method="post" action="/pack">
                  \(.csrfField(csrf))
                  <input type="hidden" name="ideaId" value="\(idea.id)">
                  <input type="hidden" name="back" value="/\(from.rawValue)/\(idea.id)">
                  <button type="submit" class="quiet" id="packed-it" aria-label="\(words("ideas.idea.packedLabel"))"><span aria-hidden="true">🥪</span> \(words("ideas.idea.packed"))</button>
                </form>
              </div>
              <p class="big-emoji" aria-hidden="true">\(idea.emoji)</p>
              <h1>\(idea.name)</h1>
              \(html: idea.byline(words).map { #"<p class="muted small">\#(words("ideas.idea.by", $0))</p>"# })
              \(notes.remarks(words).map { #"<p class="banner small">\#($0)</p>"# })
              \(if: usesExpiredFood, #"<p class="small"><a href="/inventory" id="check-kitchen">\#(words("ideas.idea.checkKitchen"))</a></p>"#)
              \(html: notes.usesFromKitchen(words).map { #"<p class="muted small" id="kitchen-uses">\#($0)</p>"# })
              <h2>\(words("ideas.idea.ingredients"))</h2>
              <ul class="ingredients">\(idea.ingredients.map { "<li>\($0)</li>" as HTML })</ul>
              <h2>\(words("ideas.idea.steps"))</h2>
              <ol class="steps">\(idea.steps.map { "<li>\($0)</li>" as HTML })</ol>
              \(html: nutrition?.html(words))
              \(html: recipeJSON.map(HTML.jsonLD))
              <section id="add-to-plan" class="plan-idea" aria-labelledby="add-to-plan-title">
                <h2 id="add-to-plan-title">\(words("ideas.idea.addToPlan"))</h2>
                <form method="post" action="/plan/ideas">
                  \(.csrfField(csrf))
                  <input type="hidden" name="ideaId" value="\(idea.id)">
                  <fieldset class="day-choices">
                    <legend class="muted small">\(words("ideas.idea.whichDay"))</legend>
                    \(planDays.map { day -> HTML in
                        #"<label class="day-choice"><input type="radio" name="day" value="\#(day.day.isoString)"\#(if: day.checked, " checked")> \#(Self.label(day, words))</label>"#
                    })
                  </fieldset>
                  <button type="submit" id="plan-idea"><span aria-hidden="true">📅</span> \(words("ideas.idea.planIt"))</button>
                </form>
              </section>
              <details class="more">
                <summary class="muted small">\(words("ideas.idea.plainText"))</summary>
                <label for="share-text" class="visually-hidden">\(words("ideas.idea.textToShare"))</label>
                <textarea id="share-text" rows="10" readonly>\(idea.shareText)</textarea>
              </details>
              \(shareCard.html(words))
              \(if: isSaved, """
              <form method="post" action="/favorites/\(idea.id)/delete" class="actions">
                \(.csrfField(csrf))
                <button type="submit" class="danger small">\(words("ideas.idea.removeFavorite"))</button>
              </form>
              """)
            </article>
            """
    }

    /// Today is chosen.
    private static func dayChoices(_ days: [CalendarDay]) -> [DayChoice] {
        days.enumerated().map { index, day in DayChoice(day: day, index: index, checked: index == 0) }
    }

    /// "Today, Nov 24, 2026", "Tomorrow, …", then "Thursday, Nov 26, 2026", in the reader's words.
    private static func label(_ choice: DayChoice, _ words: Wording) -> String {
        let name = choice.index == 0 ? words("ideas.idea.today") : choice.index == 1 ? words("ideas.idea.tomorrow") : words.weekday(choice.day, startingSentence: true)
        return words("ideas.idea.dayChoice", name, words.day(choice.day))
    }
}
