/// One choice in a picker (a filter's protein, a day's meal), with whether it is chosen.
/// Stored properties only: the templates read values through Mirror.
struct MealChoice: Sendable {
    let value: String
    let label: String
    let selected: Bool
}
