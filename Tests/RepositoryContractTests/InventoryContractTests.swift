import Foundation
import LunchBoxCore
import Testing

@Suite("Repository contract: inventory, scans, kitchen memory, AI settings")
struct InventoryContractTests {
    @Test("Inventory: add, update, remove, clear, all-or-none batches", arguments: StoreUnderTest.allCases)
    func inventory(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.inventory().isEmpty)
            let added = try await store.addInventoryItems([InventoryItem(name: "  Carrots ", quantity: "3"), InventoryItem(name: "Rice")])
            #expect(added.map(\.name) == ["Carrots", "Rice"])
            #expect(try await store.inventory().items == added)
            var carrots = added[0]
            carrots.quantity = "5"
            #expect(try await store.updateInventoryItem(carrots).quantity == "5")
            // A batch with one bad name adds nothing.
            await #expect(throws: (any Error).self) { try await store.addInventoryItems([InventoryItem(name: "Eggs"), InventoryItem(name: "   ")]) }
            #expect(try await store.inventory().items.count == 2)
            await #expect(throws: InventoryError.duplicateID) { try await store.addInventoryItem(added[1]) }
            #expect(try await store.removeInventoryItem(id: added[1].id).name == "Rice")
            await #expect(throws: InventoryError.itemNotFound) { try await store.removeInventoryItem(id: added[1].id) }
            await #expect(throws: InventoryError.itemNotFound) { try await store.updateInventoryItem(InventoryItem(name: "Ghost")) }
            try await store.clearInventory()
            #expect(try await store.inventory().isEmpty)
        }
    }

    @Test("AI settings: the default until saved, then what was saved", arguments: StoreUnderTest.allCases)
    func aiSettings(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.aiConfiguration() == .default)
            var configuration = AIConfiguration.default
            configuration.model = "llava"
            configuration.maxTokens = 900
            try await store.updateAIConfiguration { [configuration] in $0 = configuration }
            #expect(try await store.aiConfiguration().model == "llava")
            #expect(try await store.aiConfiguration().maxTokens == 900)
        }
    }

    @Test("Scans: settings, barcodes, confirmations add to the kitchen", arguments: StoreUnderTest.allCases)
    func scans(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.scanSettings() == .default)
            var settings = ScanSettings.default
            settings.disabled = [.barcode]
            try await store.updateScanSettings { [settings] in $0 = settings }
            #expect(try await store.scanSettings().disabled == [.barcode])
            #expect(try await store.productName(forBarcode: "4006381333931") == nil)
            try await store.saveProductName("Oat milk", forBarcode: "4006381333931", at: contractNow)
            #expect(try await store.productName(forBarcode: "4006381333931") == "Oat milk")
            let confirmed = try await store.confirmScannedItems([ScannedItem(item: InventoryItem(name: "Yoghurt"), barcode: "5000112637922")], at: contractNow)
            #expect(confirmed.map(\.name) == ["Yoghurt"])
            #expect(try await store.productName(forBarcode: "5000112637922") == "Yoghurt")
            #expect(try await store.inventory().items == confirmed)
            #expect(try await store.answeredDetail(for: .visionModel) == nil)
            try await store.recordAnswer(of: .visionModel, detail: "llava at 127.0.0.1", at: contractNow)
            #expect(try await store.answeredDetail(for: .visionModel) == "llava at 127.0.0.1")
        }
    }

    @Test("Receipts: confirm items and learn the shop's words, all or none", arguments: StoreUnderTest.allCases)
    func receipts(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.receiptWords().isEmpty)
            let confirmed = try await store.confirmReceiptItems(
                [InventoryItem(name: "milk", quantity: "2 L"), InventoryItem(name: "bread")], learning: ["semi skmd milk": "milk", "hm brd wht": "bread"],
                at: contractNow)
            #expect(confirmed.map(\.name) == ["milk", "bread"])
            #expect(try await store.inventory().items == confirmed)
            #expect(try await store.receiptWords() == ["semi skmd milk": "milk", "hm brd wht": "bread"])
            _ = try await store.confirmReceiptItems([InventoryItem(name: "white bread")], learning: ["hm brd wht": "white bread"], at: contractNow)
            #expect(try await store.receiptWords()["hm brd wht"] == "white bread", "learnt again, the newest food")
            await #expect(throws: (any Error).self) {
                _ = try await store.confirmReceiptItems([InventoryItem(name: "eggs")], learning: ["eggs": String(repeating: "x", count: 500)], at: contractNow)
            }
            #expect(try await store.inventory().items.count == 3, "a refused confirmation adds nothing")
        }
    }

    @Test("Kitchen memory: learn, confirm while learning, list, forget", arguments: StoreUnderTest.allCases)
    func kitchenMemory(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let print = try #require(FeaturePrint(model: "m1", values: [3, 4]))
            try await store.rememberFood("apple", print: print, at: contractNow)
            let confirmed = try await store.confirmScannedItems(
                [ScannedItem(item: InventoryItem(name: "Pear"))], remembering: "pear", print: print, at: contractNow.addingTimeInterval(60))
            #expect(confirmed.map(\.name) == ["Pear"])
            let examples = try await store.memoryExamples(model: "m1")
            #expect(Set(examples.map(\.food)) == ["apple", "pear"])
            #expect(examples.allSatisfy { $0.print == print })
            #expect(try await store.memoryExamples(model: "other").isEmpty)
            #expect(try await store.learnedFoods().map(\.food) == ["pear", "apple"])
            #expect(try await store.forgetFood("APPLE") == 1)
            #expect(try await store.forgetAllFoods() == 1)
            #expect(try await store.learnedFoods().isEmpty)
        }
    }
}
