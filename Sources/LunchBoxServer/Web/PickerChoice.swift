/// One choice in a picker (a filter's protein, a day's meal, a cuisine, a card style),
/// with whether it is chosen.
struct PickerChoice: Sendable {
    let value: String
    let label: String
    let selected: Bool
}
