import Foundation

extension Wording {
    /// A weight LunchBox worked out, as this reader reads it in their units: "227 g",
    /// "1,2 kg", "8 oz", "1.5 lb" (the `units` table's words, the locale's decimal mark).
    public func amount(grams: Double) -> String {
        written(KitchenAmount(value: grams, unit: "g"))
    }

    /// A volume LunchBox worked out: "250 ml", "1,5 l", "6 fl oz", "2 cups".
    public func amount(millilitres: Double) -> String {
        written(KitchenAmount(value: millilitres, unit: "ml"))
    }

    /// An amount LunchBox worked out, in this reader's units and words; a count or a
    /// container as stored ("4", "half a tin").
    public func amount(_ amount: KitchenAmount) -> String {
        written(amount)
    }

    /// An amount as LunchBox stored it ("253.59 g", "1.5 cups"), in this reader's words
    /// and decimal mark ("253,59 g", "1,5 Tassen") without converting it; anything else
    /// (a count, "half a tin", a person's own words) as it is.
    public func amount(stored: String) -> String {
        let parts = stored.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, Double(parts[0]) != nil, let key = Self.unitKeys[parts[1]] else { return stored }
        return self(key, localized(parts[0]))
    }

    private func written(_ amount: KitchenAmount) -> String {
        // The stored form is the one conversion; here only its number and unit are reworded.
        self.amount(stored: amount.text(in: units))
    }

    /// `written` ("1.25") with this locale's decimal mark ("1,25").
    private func localized(_ written: String) -> String {
        guard let separator = locale.decimalSeparator, separator != "." else { return written }
        return written.replacingOccurrences(of: ".", with: separator)
    }

    private static let unitKeys: [String: String] = [
        "g": "units.g", "kg": "units.kg", "ml": "units.ml", "l": "units.l", "oz": "units.oz", "lb": "units.lb", "fl oz": "units.floz",
        "cup": "units.cup", "cups": "units.cups",
    ]
}
