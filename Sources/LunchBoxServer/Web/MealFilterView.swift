import LunchBoxCore

/// The library's filters as read from the query string and as the filter form shows them.
///
/// The query names are the API's too: `protein`, `carb`, and `component` repeated once
/// per component the meals must all contain.
struct MealFilterView: Sendable {
    let proteins: [PickerChoice]
    let carbs: [PickerChoice]
    let components: [PickerChoice]
    let isActive: Bool

    init(criteria: FilterCriteria, options: FilterOptions) {
        proteins = Self.choices(options.proteins, chosen: [criteria.proteinFilter].compactMap { $0 })
        carbs = Self.choices(options.carbs, chosen: [criteria.carbFilter].compactMap { $0 })
        components = Self.choices(options.components, chosen: criteria.componentFilters.sorted())
        isActive = criteria.isActive
    }

    /// The filter form; nothing when no meal has anything to filter by.
    func html(_ words: Wording) -> HTML {
        guard !(proteins.isEmpty && carbs.isEmpty && components.isEmpty) else { return .empty }
        let checks = components.map { choice -> HTML in
            #"<label class="check"><input type="checkbox" name="component" value="\#(choice.value)"\#(if: choice.selected, " checked") data-autosubmit> \#(choice.label)</label>"#
        }
        return """
            <section class="card">
              <h2>\(words("meals.filter.title"))</h2>
              <form method="get" action="/meals" class="meal-filters" aria-label="\(words("meals.filter.label"))">
                <div class="row">
                  \(Self.select(proteins, id: "filter-protein", name: "protein", label: words("meals.filter.protein"), any: words("meals.filter.anyProtein")))
                  \(Self.select(carbs, id: "filter-carb", name: "carb", label: words("meals.filter.carb"), any: words("meals.filter.anyCarb")))
                </div>
                \(if: !components.isEmpty, """
                <fieldset>
                  <legend class="muted small">\(words("meals.filter.containsAll"))</legend>
                  <div class="checks">
                    \(checks)
                  </div>
                </fieldset>
                """)
                <div class="actions">
                  <button type="submit">\(words("meals.filter.apply"))</button>
                  \(if: isActive, #"<a class="button quiet" href="/meals" id="clear-filters">\#(words("meals.filter.clear"))</a>"#)
                </div>
              </form>
            </section>
            """
    }

    private static func select(_ choices: [PickerChoice], id: String, name: String, label: String, any: String) -> HTML {
        guard !choices.isEmpty else { return .empty }
        return """
            <div class="grow">
              <label for="\(id)">\(label)</label>
              <select id="\(id)" name="\(name)" data-autosubmit>
                <option value="">\(any)</option>
                \(choices.map(\.option))
              </select>
            </div>
            """
    }

    /// The criteria in a query string (`?protein=chicken&component=lettuce`).
    static func criteria(fromQuery query: String?) -> FilterCriteria {
        let fields = FormData(query ?? "")
        return FilterCriteria(
            proteinFilter: fields.value("protein"),
            carbFilter: fields.value("carb"),
            componentFilters: Set(fields.values("component"))
        )
    }

    /// The library's values, the chosen ones marked. A chosen value no meal has (an old
    /// link) is listed too, so the form shows the filter that hides every meal.
    private static func choices(_ values: [String], chosen: [String]) -> [PickerChoice] {
        let chosen = chosen.filter { !PlannerText.key($0).isEmpty }
        let unknown = chosen.filter { choice in !values.contains { same($0, choice) } }
        return unknown.map { PickerChoice(value: $0, label: $0, selected: true) }
            + values.map { value in PickerChoice(value: value, label: value, selected: chosen.contains { same(value, $0) }) }
    }

    /// Compared as the core's filter compares: case and spacing do not matter.
    private static func same(_ option: String, _ filter: String?) -> Bool {
        guard let filter else { return false }
        return PlannerText.key(option) == PlannerText.key(filter)
    }
}
