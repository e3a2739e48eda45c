import LunchBoxCore

/// The "Share card" block of an idea's page: the four styles with a preview each, the
/// chosen one (from `?card-style=`, home cook when absent or unknown) and the addresses
/// of its files.
struct ShareCardPicker: Sendable {
    /// "/favorites/{id}" or "/ideas/{id}": the page itself (where choosing a style
    /// without JavaScript goes), and the card files hang below it.
    let base: String
    let selected: String
    let styles: [PickerChoice]

    init(base: String, requestedStyle: String?) {
        let style = requestedStyle.flatMap { try? ShareCardStyle.parse($0) } ?? .standard
        self.base = base
        self.selected = style.rawValue
        self.styles = ShareCardStyle.allCases.map { PickerChoice(value: $0.rawValue, label: $0.label, selected: $0 == style) }
    }
}
