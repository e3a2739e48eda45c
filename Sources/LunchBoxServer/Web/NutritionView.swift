import LunchBoxCore

/// An idea's estimated nutrition as its page shows it: a small table per lunch, the
/// foods not counted, and where the values come from.
struct NutritionView: Sendable {
    /// A nutrient's catalog key ("energy") and its amount.
    struct Row: Sendable {
        let key: String
        let value: String
    }

    let rows: [Row]
    private let estimate: NutritionEstimate

    init(_ estimate: NutritionEstimate) {
        let total = estimate.total.rounded
        func grams(_ value: Double) -> String { value >= 10 ? "\(Int(value.rounded())) g" : "\(value) g" }
        rows = [
            Row(key: "energy", value: "\(Int(total.energyKcal)) kcal"), Row(key: "protein", value: grams(total.proteinG)),
            Row(key: "carbohydrate", value: grams(total.carbohydrateG)), Row(key: "fat", value: grams(total.fatG)), Row(key: "fibre", value: grams(total.fibreG)),
        ]
        self.estimate = estimate
    }

    private func row(_ name: String, _ value: String) -> HTML {
        #"<tr><th scope="row">\#(name)</th><td>\#(value)</td></tr>"#
    }

    func html(_ words: Wording) -> HTML {
        """
        <section id="nutrition" aria-labelledby="nutrition-title">
          <h2 id="nutrition-title">\(words("ideas.nutrition.title")) <span class="muted small">\(words("ideas.nutrition.estimated"))</span></h2>
          <table class="nutrition">
            <tbody>\(rows.map { row(words("ideas.nutrition.\($0.key)"), $0.value) })</tbody>
          </table>
          \(html: estimate.unmatchedNote(words).map { #"<p class="small" id="nutrition-unmatched">\#($0)</p>"# })
          <p class="muted small">\(words("ideas.nutrition.source"))</p>
        </section>
        """
    }
}
