import LunchBoxCore

/// What a photo showed: the foods seen, each a ticked box for adding to the kitchen
/// (through the scan page's confirmation). The photo's page renders it, and so does the
/// ideas stream's `seen` event, which the page's script only places.
struct SeenFoodsView: Sendable {
    /// One food, with its form fields' index (`/scan/confirm` reads them by index).
    struct Food: Sendable {
        let index: Int
        let item: DetectedItem
        var name: String { item.name }
        var quantity: String { item.quantity ?? "" }
    }

    let foods: [Food]

    init(_ seen: [DetectedItem]) {
        foods = seen.filter { !$0.needsName }.enumerated().map { index, item in Food(index: index, item: item) }
    }

    /// Nothing when no food was seen that needs no name.
    func html(csrf: String, words: Wording) -> HTML {
        guard !foods.isEmpty else { return .empty }
        return """
            <section class="card" id="photo-seen" aria-labelledby="photo-seen-heading">
              <h2 id="photo-seen-heading">\(words("scan3.seen.title"))</h2>
              <p class="muted small">\(words("scan3.seen.intro"))</p>
              <form method="post" action="/scan/confirm">
                \(.csrfField(csrf))
                <ul class="detections">
                  \(foods.map { row($0, words: words) })
                </ul>
                <p class="actions"><button type="submit">\(words("scan.found.addTicked"))</button></p>
              </form>
            </section>
            """
    }

    /// "oat milk (1 l) 92%, Vision model", the last part how sure, in the reader's words.
    private func row(_ food: Food, words: Wording) -> HTML {
        let quantity: HTML = food.quantity.isEmpty ? .empty : " (\(food.quantity))"
        return """
            <li>
              <label class="check" for="seen-\(food.index)">
                <input type="checkbox" id="seen-\(food.index)" name="add" value="\(food.index)" checked>
                <span>\(food.name)\(quantity) <span class="muted small">\(food.item.confidenceSummary(words))</span></span>
              </label>
              <input type="hidden" name="name" value="\(food.name)">
              <input type="hidden" name="quantity" value="\(food.quantity)">
            </li>
            """
    }
}
