import LunchBoxCore

/// An idea's estimated nutrition as its page shows it: a small table per lunch, the
/// foods not counted, and where the values come from.
struct NutritionView: Sendable {
    struct Row: Sendable {
        let name: String
        let value: String
    }

    let rows: [Row]
    let unmatched: String?
    let source: String

    init(_ estimate: NutritionEstimate) {
        let total = estimate.total.rounded
        func grams(_ value: Double) -> String { value >= 10 ? "\(Int(value.rounded())) g" : "\(value) g" }
        rows = [
            Row(name: "Energy", value: "\(Int(total.energyKcal)) kcal"), Row(name: "Protein", value: grams(total.proteinG)),
            Row(name: "Carbohydrate", value: grams(total.carbohydrateG)), Row(name: "Fat", value: grams(total.fatG)), Row(name: "Fibre", value: grams(total.fibreG)),
        ]
        unmatched = estimate.unmatchedNote
        source = NutritionEstimate.sourceNote
    }

    var html: HTML {
        """
        <section id="nutrition" aria-labelledby="nutrition-title">
          <h2 id="nutrition-title">Nutrition <span class="muted small">(estimated, per lunch)</span></h2>
          <table class="nutrition">
            <tbody>\(rows.map { #"<tr><th scope="row">\#($0.name)</th><td>\#($0.value)</td></tr>"# as HTML })</tbody>
          </table>
          \(html: unmatched.map { #"<p class="small" id="nutrition-unmatched">\#($0)</p>"# })
          <p class="muted small">\(source)</p>
        </section>
        """
    }
}
