import LunchBoxCore

/// A library meal as the pages show it: in the list, in a day's picker, on a confirmation.
/// Empty protein and carb are nil, so the page shows no empty label.
struct MealRow: Sendable {
    let id: String
    let description: String
    let protein: String?
    let carb: String?
    let components: [String]
    /// "chicken · tortilla · lettuce", for a compact second line; nil when there is none.
    let summary: String?

    init(_ meal: Meal) {
        id = meal.id.uuidString
        description = meal.description
        protein = meal.primaryProtein.isEmpty ? nil : meal.primaryProtein
        carb = meal.primaryCarb.isEmpty ? nil : meal.primaryCarb
        components = meal.otherComponents
        let parts = meal.allComponents
        summary = parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
