import Foundation
import PropertyBased
import Testing

@testable import LunchBoxCore

/// Issue 41, item 4: an amount LunchBox writes in either system reads back as the same
/// quantity, and amounts typed in different systems add and subtract as one quantity.
@Suite("Amounts across unit systems")
struct KitchenAmountUnitsPropertyTests {
    private static let system = Gen.element(of: UnitSystem.allCases).compactMap { $0 }
    private static let unit = Gen.element(of: ["g", "ml"]).compactMap { $0 }
    /// From a crumb to a big shop: 0.5 g to 20 kg, in steps finer than any rounding.
    private static let value = Gen.int(in: 50...2_000_000).map { Double($0) / 100 }

    // For any weight or volume and either system: written, then read, it is the same
    // quantity to within the rounding of the last written digit.
    @Test func anAmountWrittenInEitherSystemReadsBackAsTheSameQuantity() async {
        await propertyCheck(count: 300, input: zip(Self.value, Self.unit, Self.system)) { value, unit, system in
            let amount = KitchenAmount(value: value, unit: unit)
            let written = amount.text(in: system)
            let read = KitchenAmount(reading: written)
            #expect(read?.unit == unit, "\(written)")
            let error = abs((read?.value ?? .infinity) - value)
            #expect(error <= amount.writingPrecision(in: system) + 1e-9, "\(value) \(unit) → \(written): off by \(error)")
        }
    }

    // For any two amounts of one kind typed in either system: their sum less one of them
    // is the other, and subtracting never goes below nothing, whichever system they came in.
    @Test func addingAndSubtractingAcrossSystemsIsConsistent() async {
        let typed = zip(Self.value, Self.system).map { value, system in KitchenAmount(value: value, unit: "g").text(in: system) }
        await propertyCheck(count: 200, input: zip(typed, typed)) { first, second in
            guard let a = KitchenAmount(reading: first), let b = KitchenAmount(reading: second) else {
                Issue.record("unreadable: \(first), \(second)")
                return
            }
            let sum = a.adding(b)
            #expect(sum.map { abs($0.value - (a.value + b.value)) < 1e-9 } == true)
            let back = sum.flatMap { $0.subtracting(b) }
            #expect(back.map { abs($0.value - a.value) < 1e-6 } == true, "\(first) + \(second) - \(second)")
            let difference = a.subtracting(b)
            #expect(difference.map { abs($0.value - max(0, a.value - b.value)) < 1e-9 } == true)
            // The same sum whichever order they are added in.
            #expect(b.adding(a)?.value == sum?.value)
        }
    }
}
