import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import PropertyBased
import Testing

/// A kitchen of foods with readable amounts and a lunch taking some of them, in units that
/// agree (eggs by count, cheese in g or kg, milk in ml or l).
private struct PackingCase: Sendable, CustomStringConvertible {
    let held: [Int]
    let taken: [Int]
    let kilos: Bool

    static let foods = ["eggs", "cheddar", "milk", "apples", "pasta"]

    var items: [InventoryItem] {
        zip(Self.foods, held).map { food, amount in InventoryItem(name: food, quantity: Self.text(food, amount, kilos: kilos)) }
    }

    var ingredients: [String] {
        zip(Self.foods, taken).filter { $0.1 > 0 }.map { food, amount in "\(food) (\(Self.text(food, amount, kilos: false)))" }
    }

    /// What each food should hold after packing, as a number in its base unit.
    var expectedLeft: [String: Int] {
        Dictionary(uniqueKeysWithValues: zip(Self.foods, zip(held, taken)).map { ($0, max(0, $1.0 * Self.scale($0, kilos) - $1.1)) })
    }

    static func scale(_ food: String, _ kilos: Bool) -> Int {
        kilos && ["cheddar", "milk"].contains(food) ? 1000 : 1
    }

    static func text(_ food: String, _ amount: Int, kilos: Bool) -> String {
        switch food {
        case "cheddar": kilos ? "\(amount) kg" : "\(amount) g"
        case "milk": kilos ? "\(amount) l" : "\(amount) ml"
        case "pasta": "\(amount) g"
        default: "\(amount)"
        }
    }

    var description: String { "held \(held) taken \(taken) kilos \(kilos)" }
}

private let packingCases = zip(
    Gen.int(in: 1...12).array(of: 5...5), Gen.int(in: 0...15).array(of: 5...5), Gen.bool
).map { held, taken, kilos in PackingCase(held: held, taken: taken, kilos: kilos) }

@Suite("Packing properties")
struct PackingPropertiesTests {
    // Feature: lunchbox-prep, Property 30: For any kitchen of readable amounts and any lunch taking from it in units that agree or convert (g/kg, ml/l), packing leaves each item with exactly what it held minus what was taken, and removes an item taken to nothing or below.
    @Test func packingLeavesExactlyTheAmountsLeft() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        await propertyCheck(count: 100, input: packingCases) { example in
            do {
                let (useCases, database) = try TestUseCases.make()
                try await database.addInventoryItems(example.items)
                let meal = try await useCases.plan.addMeal(description: "Lunch", components: example.ingredients)
                _ = try await useCases.packing.packMeal(id: meal.id)
                let after = try await database.inventory().items
                for food in PackingCase.foods {
                    let left = example.expectedLeft[food] ?? 0
                    let item = after.first { lexicon.foodKey(ofLine: $0.name) == lexicon.foodKey(ofLine: food) }
                    if left == 0 {
                        #expect(item == nil, "\(food) should be used up: \(example)")
                    } else {
                        let amount = item.flatMap { KitchenAmount(reading: $0.quantity) }
                        #expect(amount.map { Int($0.value.rounded()) } == left, "\(food): \(item?.quantity ?? "gone") for \(example)")
                    }
                }
            } catch {
                Issue.record("\(error) for \(example)")
            }
        }
    }

    // Feature: lunchbox-prep, Property 31: For any kitchen (readable amounts or not, with best-before days) and any lunch, packing and then undoing it gives back the very same kitchen: the same items with the same ids, amounts, dates and order.
    @Test func packingThenUndoRestoresTheKitchen() async throws {
        let withFreeText = zip(packingCases, Gen.int(in: 0...4), Gen.int(in: 0...6)).map { example, vague, shelfDays in (example, vague, shelfDays) }
        await propertyCheck(count: 100, input: withFreeText) { example, vague, shelfDays in
            do {
                let (useCases, database) = try TestUseCases.make()
                var items = example.items
                items[vague].quantity = ["", "some", "half a block", "a little", "loads"][vague]
                items[(vague + 1) % items.count].bestBefore = CalendarDay(year: 2026, month: 11, day: 23)?.adding(days: shelfDays)
                try await database.addInventoryItems(items + [InventoryItem(name: "bread", quantity: "1 loaf")])
                let before = try await database.inventory().items
                let meal = try await useCases.plan.addMeal(description: "Lunch", components: example.ingredients + ["bread (2 slices)"])
                let packed = try await useCases.packing.packMeal(id: meal.id)
                try await useCases.packing.undo(id: packed.id)
                #expect(try await database.inventory().items == before, "\(example)")
            } catch {
                Issue.record("\(error) for \(example)")
            }
        }
    }
}
