import LunchBoxCore
import LunchBoxUseCases

/// A line of a receipt on the confirm list: what to add (ticked, name, amount), the
/// words it was read from (sent back so LunchBox learns them), and what to tell the
/// person about it. Built from a reading, or from the form sent back when adding failed,
/// so nothing typed is lost.
struct ReceiptLineView: Sendable {
    let index: Int
    let ticked: Bool
    let name: String
    let quantity: String
    let key: String
    /// The line as printed, its price included.
    let printed: String
    /// "Name it", "Perhaps sour cream", "As you named it before"; empty when nothing to say.
    let hint: String

    var confirmation: ReceiptConfirmation? { ticked ? ReceiptConfirmation(name: name, quantity: quantity, key: key) : nil }

    /// The rows as the confirm form sent them back.
    static func rows(from form: FormData) -> [ReceiptLineView] {
        let names = form.values("name")
        let ticked = Set(form.values("add"))
        func field(_ name: String, _ index: Int) -> String {
            let values = form.values(name)
            return values.indices.contains(index) ? values[index] : ""
        }
        return names.indices.map { index in
            ReceiptLineView(
                index: index, ticked: ticked.contains(String(index)), name: names[index], quantity: field("quantity", index), key: field("key", index),
                printed: field("printed", index), hint: field("hint", index))
        }
    }
}

extension ReceiptLineView {
    init(index: Int, item: ReceiptItem) {
        let confirmation = ReceiptConfirmation(item)
        self.init(
            index: index, ticked: item.isTickedAtFirst, name: confirmation.name, quantity: confirmation.quantity, key: confirmation.key,
            printed: item.text.replacingOccurrences(of: "\n", with: " · "), hint: Self.hint(for: item))
    }

    private static func hint(for item: ReceiptItem) -> String {
        switch item.naming {
        case .learnt: "As you named it before"
        case .nearMatch: "Check the name: one or two letters were unclear"
        case .unknown: item.suggestion.map { "Not sure: perhaps \($0)? Check the name, then tick it" } ?? "Name it, or leave it unticked"
        case .lexicon, .abbreviation, .headWord: ""
        }
    }
}
