import Foundation
import LunchBoxCore
import Testing

@Suite("Inventory rules")
struct InventoryTests {
    @Test func addCleansAndKeepsOrder() throws {
        var inventory = Inventory()
        #expect(inventory.isEmpty)
        let eggs = try inventory.add(InventoryItem(name: "  eggs ", quantity: " 6 "))
        try inventory.add(InventoryItem(name: "bread"))
        #expect(eggs.name == "eggs" && eggs.quantity == "6")
        #expect(inventory.items.map(\.name) == ["eggs", "bread"])
        #expect(!inventory.isEmpty)
    }

    @Test func updateAndRemoveNeedAnExistingItem() throws {
        var inventory = Inventory()
        let stray = InventoryItem(name: "ghost")
        #expect(throws: InventoryError.itemNotFound) { try inventory.update(stray) }
        #expect(throws: InventoryError.itemNotFound) { try inventory.remove(id: stray.id) }
    }

    @Test func refusedChangesLeaveTheInventoryAsItWas() throws {
        var inventory = Inventory()
        let eggs = try inventory.add(InventoryItem(name: "eggs"))
        let before = inventory
        var renamed = eggs
        renamed.name = "   "
        #expect(throws: UserTextError.empty(field: "Item name")) { try inventory.update(renamed) }
        #expect(throws: UserTextError.self) { try inventory.add(InventoryItem(name: String(repeating: "x", count: 101))) }
        #expect(throws: InventoryError.duplicateID) { try inventory.add(eggs) }
        #expect(inventory == before)
    }

    @Test func hasALimit() throws {
        var inventory = Inventory()
        for index in 0..<Inventory.maximumItemCount {
            try inventory.add(InventoryItem(name: "item \(index)"))
        }
        #expect(throws: InventoryError.full(maximum: Inventory.maximumItemCount)) { try inventory.add(InventoryItem(name: "one more")) }
    }

    @Test func detectedItemsClampConfidence() {
        #expect(DetectedItem(name: "a", confidence: 1.7).confidence == 1)
        #expect(DetectedItem(name: "a", confidence: -3).confidence == 0)
        #expect(DetectedItem(name: "a", confidence: .nan).confidence == 0)
    }
}
