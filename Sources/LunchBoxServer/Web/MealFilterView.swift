import LunchBoxCore

/// The library's filters as read from the query string and as the filter form shows them.
///
/// The query names are the API's too: `protein`, `carb`, and `component` repeated once
/// per component the meals must all contain.
struct MealFilterView: Sendable {
    let proteins: [PickerChoice]
    let carbs: [PickerChoice]
    let components: [PickerChoice]
    // Stored, not computed: TemplateLookupTests checks every stored field is answered.
    let hasProteins: Bool
    let hasCarbs: Bool
    let hasComponents: Bool
    let hasOptions: Bool
    let isActive: Bool

    init(criteria: FilterCriteria, options: FilterOptions) {
        proteins = Self.choices(options.proteins, chosen: [criteria.proteinFilter].compactMap { $0 })
        carbs = Self.choices(options.carbs, chosen: [criteria.carbFilter].compactMap { $0 })
        components = Self.choices(options.components, chosen: criteria.componentFilters.sorted())
        hasProteins = !proteins.isEmpty
        hasCarbs = !carbs.isEmpty
        hasComponents = !components.isEmpty
        hasOptions = hasProteins || hasCarbs || hasComponents
        isActive = criteria.isActive
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
