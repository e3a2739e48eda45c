import LunchBoxCore

/// A batch of ideas as the ideas page shows it: who made it, what was held back, the
/// cards, and a note when too few fit. The page renders it whole; the ideas stream sends
/// the cards one by one and the rest (`header`, `heldBackCards`, `footer`) at the end,
/// so both show the same markup.
struct IdeaBatchView: Sendable {
    let summary: IdeaBatchSummary
    let cards: [IdeaCard]
    /// Cards of the ideas held back, when the person asked to see them; else empty.
    let heldBack: [IdeaCard]
    let showsHeldBack: Bool
    let words: Wording

    /// `verdict` says who in the household each idea suits (`HouseholdUseCase.verdictReader`).
    init(_ batch: IdeaBatch, words: Wording, showHeldBack: Bool = false, verdict: @Sendable ([String]) -> HouseholdVerdict = { _ in .empty }) {
        self.words = words
        summary = IdeaBatchSummary(batch, words: words)
        cards = batch.ideas.map {
            IdeaCard($0, words: words, unverified: batch.unverifiedIngredients(for: $0.id), kitchen: batch.kitchenUse(for: $0.id), household: verdict($0.ingredients))
        }
        heldBack = showHeldBack ? batch.heldBack.map { IdeaCard($0.idea, words: words, heldBackReasons: $0.reasons(words), household: verdict($0.idea.ingredients)) } : []
        showsHeldBack = showHeldBack
    }

    var html: HTML {
        """
        \(header)
        <div class="grid" id="idea-cards">
          \(cards.map(\.html))
          \(heldBackCards)
        </div>
        \(footer)
        """
    }

    /// Before the cards: the engine, and the banner about ideas held back.
    var header: HTML {
        let banner = summary.heldBackSummary.map { text -> HTML in
            """
            <div class="banner" id="held-back">
              <p><span aria-hidden="true">⚠️</span> \(text).</p>
              \(if: !showsHeldBack, #"<p><a href="/ideas?show=held-back">\#(words("ideas.showAnyway"))</a></p>"#)
            </div>
            """
        }
        return """
            <p class="muted" id="engine-label"><span aria-hidden="true">\(summary.isOfflineChef ? "👩‍🍳" : "🤖")</span> \(words("ideas.by", summary.origin))</p>
            \(html: banner)
            """
    }

    var heldBackCards: HTML { "\(heldBack.map(\.html))" }

    /// After the cards: too few fit the diet, or why the offline chef made fewer.
    var footer: HTML {
        let short: HTML = summary.isShort ? #"<p class="muted">\#(words("ideas.tooFew"))</p>"# : .empty
        let shortfall = summary.shortfall.map { text -> HTML in #"<p class="muted" id="shortfall">\#(text)</p>"# }
        return "\(short)\(html: shortfall)"
    }
}
