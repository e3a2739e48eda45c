import Foundation

extension KitchenAmount {
    /// The amount as a quantity to store, in `system`: "226.8 g" or "8 oz", "1.2 kg" or
    /// "2.646 lb", "473.18 ml" or "2 cups", "6 fl oz"; counts and containers as they are
    /// ("4", "half a tin"). It reads back (`init(reading:)`) as the same amount, to the
    /// rounding of its last digit (`writingPrecision(in:)`).
    public func text(in system: UnitSystem) -> String {
        switch (unit, system) {
        case ("g", .metric):
            value >= 1000 ? "\(Self.number(text: value / 1000, places: 3)) kg" : "\(Self.number(text: value)) g"
        case ("g", .usCustomary):
            value >= 16 * Self.gramsPerOunce
                ? "\(Self.number(text: value / Self.gramsPerPound, places: 3)) lb" : "\(Self.number(text: value / Self.gramsPerOunce)) oz"
        case ("ml", .metric):
            value >= 1000 ? "\(Self.number(text: value / 1000, places: 3)) l" : "\(Self.number(text: value)) ml"
        case ("ml", .usCustomary):
            value < Self.millilitresPerCup ? "\(Self.number(text: value / Self.millilitresPerFluidOunce)) fl oz" : Self.cups(value / Self.millilitresPerCup)
        default:
            countText
        }
    }

    /// The most `text(in:)` can be off by, in this amount's unit: half its last digit.
    public func writingPrecision(in system: UnitSystem) -> Double {
        switch (unit, system) {
        case ("g", .metric), ("ml", .metric): value >= 1000 ? 0.5 : 0.005
        case ("g", .usCustomary): value >= 16 * Self.gramsPerOunce ? 0.000_5 * Self.gramsPerPound : 0.005 * Self.gramsPerOunce
        case ("ml", .usCustomary): value < Self.millilitresPerCup ? 0.005 * Self.millilitresPerFluidOunce : 0.005 * Self.millilitresPerCup
        default: 0.005
        }
    }

    private static func cups(_ count: Double) -> String {
        let written = number(text: count)
        return written == "1" ? "1 cup" : "\(written) cups"
    }
}
