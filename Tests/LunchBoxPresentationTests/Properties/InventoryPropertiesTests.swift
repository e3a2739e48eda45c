import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import PropertyBased
import Testing

@Suite("Scanner and inventory properties")
@MainActor
struct InventoryPropertiesTests {
    /// A store on the use cases, with the kitchen kept where every face keeps it: in the
    /// database.
    static func makeStore() throws -> InventoryStore {
        InventoryStore(inventory: try makeUseCases().inventory)
    }

    /// A scanner on use cases whose saved threshold is `threshold`.
    static func scanner(threshold: Float = ConfidenceFilter.defaultThreshold) async throws -> (ScannerViewModel, InventoryStore) {
        let useCases = try makeUseCases()
        try await useCases.scanning.updateSettings(ScanSettingsChange(threshold: threshold))
        let store = InventoryStore(inventory: useCases.inventory)
        let scanner = ScannerViewModel(inventory: store, scanning: useCases.scanning, words: Wordings()[.english])
        await scanner.loadRecognizers()
        return (scanner, store)
    }

    static func makeUseCases() throws -> UseCases {
        try TestUseCases.make().useCases
    }

    static func filledStore(_ items: [InventoryItem]) async throws -> InventoryStore {
        let store = try makeStore()
        for item in items { try await store.add(item) }
        return store
    }

    static var detection: Generator<DetectedItem, some SendableSequenceType> {
        zip(Generators.foodName, Gen.float(in: 0...1)).map { name, confidence in DetectedItem(name: name, confidence: confidence) }
    }

    // Feature: lunchbox-prep, Property 4: For any DetectedItem, it should only appear in ScannerViewModel.detectedItems if its confidence value is greater than or equal to the configured minimum confidence threshold.
    @Test func onlyConfidentDetectionsAreShown() async throws {
        await propertyCheck(count: 200, input: Self.detection.array(of: 0...20), Gen.float(in: 0.1...0.95)) { detections, threshold in
            let (scanner, _) = try await Self.scanner(threshold: threshold)
            scanner.receive(detections)
            for shown in scanner.detectedItems {
                #expect(shown.confidence >= threshold)
            }
            // Everything confident enough is shown (one entry per food name).
            let confidentNames = Set(detections.filter { $0.confidence >= threshold }.map { $0.name.lowercased() })
            #expect(Set(scanner.detectedItems.map { $0.name.lowercased() }) == confidentNames)
        }
    }

    // Feature: lunchbox-prep, Property 5: For any DetectedItem presented by the scanner, calling confirm(_:) should result in a corresponding InventoryItem appearing in InventoryStore.items, while calling dismiss(_:) on any item should leave InventoryStore.items unchanged.
    @Test func confirmAddsAndDismissDoesNot() async throws {
        let decisions = zip(Self.detection, Gen.bool).array(of: 1...10)
        let lexicon = try KitchenGenerators.lexicon()
        await propertyCheck(count: 100, input: decisions) { decisions in
            let (scanner, store) = try await Self.scanner(threshold: 0.1)
            scanner.receive(decisions.map { DetectedItem(name: $0.0.name, confidence: max($0.0.confidence, 0.1)) })
            for (detection, confirm) in decisions {
                guard let shown = scanner.detectedItems.first(where: { $0.name == detection.name }) else { continue }
                let before = store.items
                if confirm {
                    await scanner.confirm(shown)
                    // A food the kitchen already holds tops that item up (issue 38): the
                    // corresponding item is there either way, never twice.
                    let key = lexicon.foodKey(ofLine: shown.name)
                    let held = before.contains { lexicon.foodKey(ofLine: $0.name) == key }
                    #expect(store.items.count == before.count + (held ? 0 : 1))
                    #expect(store.items.contains { lexicon.foodKey(ofLine: $0.name) == key })
                    if !held { #expect(store.items.last?.name == shown.name) }
                } else {
                    scanner.dismiss(shown)
                    #expect(store.items == before)
                }
                #expect(!scanner.detectedItems.contains { $0.id == shown.id })
            }
        }
    }

    // Feature: lunchbox-prep, Property 6: For any non-empty string passed to ScannerViewModel.addManualItem(name:), an InventoryItem with that name should appear in InventoryStore.items after the call.
    @Test func typedItemsAreAdded() async throws {
        await propertyCheck(count: 200, input: Generators.typedName) { name in
            let (scanner, store) = try await Self.scanner()
            #expect(await scanner.addManualItem(name: name))
            // As every face reads typed food: a number in front is the quantity.
            let typed = KitchenEntry.entry(from: name)
            #expect(store.items.contains { $0.name == typed.name && $0.quantity == typed.quantity })
            #expect(scanner.errorMessage == nil)
        }
    }

    // Feature: lunchbox-prep, Property 7: For any InventoryItem in the store and any new non-empty name string, calling InventoryStore.update(_:) with the modified item should result in the item at that id having the new name, with all other items unchanged.
    @Test func updateChangesOnlyThatItem() async throws {
        await propertyCheck(count: 100, input: Generators.inventoryItems(1...10), Gen.int(in: 0...100), Generators.typedName) { items, pick, newName in
            let store = try await Self.filledStore(items)
            let before = store.items
            var changed = before[pick % before.count]
            changed.name = newName
            try await store.update(changed)
            #expect(store.items.first { $0.id == changed.id }?.name == newName)
            #expect(store.items.filter { $0.id != changed.id } == before.filter { $0.id != changed.id })
            #expect(store.items.map(\.id) == before.map(\.id))
        }
    }

    // Feature: lunchbox-prep, Property 8: For any InventoryStore containing at least one item, calling remove(id:) with a valid item id should result in that item no longer appearing in items, and the count decreasing by exactly one.
    @Test func removeTakesOutExactlyOne() async throws {
        await propertyCheck(count: 100, input: Generators.inventoryItems(1...10), Gen.int(in: 0...100)) { items, pick in
            let store = try await Self.filledStore(items)
            let victim = store.items[pick % store.items.count]
            let count = store.items.count
            try await store.remove(id: victim.id)
            #expect(store.items.count == count - 1)
            #expect(!store.items.contains { $0.id == victim.id })
        }
    }

    // Feature: lunchbox-prep, Property 9: For any non-empty InventoryStore, calling clear() should result in items being empty.
    @Test func clearEmptiesTheInventory() async throws {
        await propertyCheck(count: 100, input: Generators.inventoryItems(1...12)) { items in
            let useCases = try Self.makeUseCases()
            let store = InventoryStore(inventory: useCases.inventory)
            for item in items { try await store.add(item) }
            #expect(!store.items.isEmpty)
            try await store.clear()
            #expect(store.items.isEmpty)
            #expect(try await useCases.inventory.items().isEmpty, "the cleared inventory stays cleared after a reload")
        }
    }

    // Feature: lunchbox-prep, Property 10: For any InventoryStore state, canRequestSuggestions should be true if and only if items is non-empty.
    @Test func suggestionsAreEnabledIffThereAreItems() async throws {
        let operations = Gen.int(in: 0...3).array(of: 0...15)
        await propertyCheck(count: 100, input: operations, Generators.inventoryItems(1...5)) { operations, pool in
            let store = try Self.makeStore()
            let model = InventoryViewModel(store: store, words: .english)
            for (index, operation) in operations.enumerated() {
                switch operation {
                case 0, 1: try await store.add(InventoryItem(name: pool[index % pool.count].name))
                case 2: if let first = store.items.first { await model.removeItem(id: first.id) }
                default: model.requestClear(); await model.confirmClear()
                }
                #expect(model.canRequestSuggestions == !store.items.isEmpty)
                #expect((model.emptyStatePrompt == nil) == !store.items.isEmpty)
            }
        }
    }
}
