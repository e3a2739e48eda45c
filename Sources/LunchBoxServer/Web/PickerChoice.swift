/// One choice in a picker (a filter's protein, a day's meal, a cuisine), with whether it
/// is chosen.
struct PickerChoice: Sendable {
    let value: String
    let label: String
    let selected: Bool

    /// The choice as an `<option>` of a `<select>`.
    var option: HTML {
        #"<option value="\#(value)"\#(if: selected, " selected")>\#(label)</option>"#
    }
}
