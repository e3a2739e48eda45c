import Foundation

/// Amounts as a household writes them: "2", "1/2", "1 1/2", "0.3"; never "2.0".
enum PeerAmount {
    /// "0.5", "2", "1.25": as a stock list shows amounts (Grocy), at most two decimals.
    static func decimalText(_ amount: Double) -> String {
        guard amount.isFinite, abs(amount) < 1e9 else { return amount.isFinite ? String(format: "%g", amount) : "" }
        var text = String(format: "%.2f", amount)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The halves, thirds, quarters and eighths a recipe uses, as fractions.
    private static let fractions: [(value: Double, text: String)] = [
        (1.0 / 8, "1/8"), (1.0 / 4, "1/4"), (1.0 / 3, "1/3"), (3.0 / 8, "3/8"), (1.0 / 2, "1/2"),
        (5.0 / 8, "5/8"), (2.0 / 3, "2/3"), (3.0 / 4, "3/4"), (7.0 / 8, "7/8"),
    ]

    static func text(_ amount: Double) -> String {
        guard amount.isFinite, amount >= 0, amount < 1e9 else { return amount.isFinite ? String(format: "%g", amount) : "" }
        let whole = amount.rounded(.down)
        let part = amount - whole
        if part < 0.001 { return String(Int(whole)) }
        if part > 0.999 { return String(Int(whole) + 1) }
        if let fraction = fractions.first(where: { abs($0.value - part) < 0.01 }) {
            return whole == 0 ? fraction.text : "\(Int(whole)) \(fraction.text)"
        }
        return decimalText(amount)
    }
}
