import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// Issue 38, item 5: food confirmed into a kitchen that holds it tops that item up.
@Suite("Kitchen top-up")
struct KitchenTopUpTests {
    @Test func aHeldFoodIsToppedUpNotAddedTwice() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let cucumber = InventoryItem(name: "cucumber")
        let apples = InventoryItem(name: "apples", quantity: "1")
        let cheddar = InventoryItem(name: "cheddar", quantity: "half a block")
        let merged = KitchenTopUp.merged(
            [InventoryItem(name: "Cucumber"), InventoryItem(name: "apple", quantity: "2"), InventoryItem(name: "cheddar", quantity: "200 g"), InventoryItem(name: "pears")],
            into: [cucumber, apples, cheddar], lexicon: lexicon)
        #expect(merged.map(\.displayText) == ["cucumber", "apples (3)", "cheddar (200 g)", "pears"])
        #expect(merged[0].id == cucumber.id && merged[1].id == apples.id)
        // Amounts that cannot be added stay a row of their own.
        #expect(merged[2].id != cheddar.id)
    }

    // For any kitchen of counted foods and any counted foods confirmed into it: each held
    // food stays one row with the amounts added, and each new food is one row with its
    // confirmed amounts added.
    @Test func countsAddUpAndNoFoodIsListedTwice() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let foods = ["apple", "banana", "eggs", "wraps", "cucumber", "carrot"]
        let held = Gen.int(in: 1...5).optional(valueRate: 0.5).array(of: foods.count)
        let confirmed = zip(Gen.int(in: 0..<foods.count), Gen.int(in: 1...4)).array(of: 1...8)
        await propertyCheck(count: 100, input: zip(held, confirmed)) { held, confirmed in
            let kitchen = foods.indices.compactMap { index in held[index].map { InventoryItem(name: foods[index], quantity: String($0)) } }
            let items = confirmed.map { InventoryItem(name: foods[$0.0], quantity: String($0.1)) }
            let merged = KitchenTopUp.merged(items, into: kitchen, lexicon: lexicon)
            #expect(Set(merged.map { lexicon.foodKey(ofLine: $0.name) }).count == merged.count, "\(merged.map(\.displayText))")
            for (index, food) in foods.enumerated() {
                let added = confirmed.filter { $0.0 == index }.map(\.1).reduce(0, +)
                guard added > 0 else { continue }
                let row = try #require(merged.first { $0.name == food })
                #expect(row.quantity == String(added + (held[index] ?? 0)))
                #expect((row.id == kitchen.first { $0.name == food }?.id) == (held[index] != nil))
            }
        }
    }
}
