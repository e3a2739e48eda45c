import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Scanning a receipt")
struct ReceiptUseCaseTests {
    func make(_ lines: [String] = FakeDocumentReader.britishLines) throws -> UseCases {
        try TestUseCases.make(scanning: ScanningServices(documentReader: FakeDocumentReader(lines: lines))).0
    }

    @Test func aReceiptPhotoListsItsFoodsAndLeavesOutWhatIsNotFood() async throws {
        let reading = try await make().scanning.readReceipt(TestPhotos.jpeg)
        #expect(reading.foods.map(\.name) == ["milk", "banana", "cheddar"])
        #expect(reading.foods.map(\.quantity) == ["2 L", "0.854 kg", "400 g"])
        #expect(reading.unknown.map(\.text) == ["ZQX WIDGET 1.99"])
        #expect(reading.skipped.map(\.kind).contains(.total))
        #expect(!reading.items.contains { $0.text.contains("BAG") })
    }

    @Test func confirmingFillsTheKitchenAndTheNextReceiptKnowsTheShopsWords() async throws {
        let useCases = try make()
        let first = try await useCases.scanning.readReceipt(TestPhotos.jpeg)
        let widget = try #require(first.unknown.first)
        let confirmations =
            first.foods.map { ReceiptConfirmation(name: $0.name, quantity: $0.quantity, key: $0.key) } + [
                ReceiptConfirmation(name: "hummus", quantity: "", key: widget.key)
            ]
        let added = try await useCases.scanning.confirmReceipt(confirmations)
        #expect(added.map(\.name) == ["milk", "banana", "cheddar", "hummus"])
        #expect(Set(try await useCases.inventory.items().map(\.name)) == ["milk", "banana", "cheddar", "hummus"])

        let second = try await useCases.scanning.readReceipt(TestPhotos.jpeg)
        let learnt = try #require(second.items.first { $0.key == widget.key })
        #expect(learnt.name == "hummus")
        #expect(learnt.naming == .learnt)
        #expect(second.unknown.isEmpty)
    }

    @Test func oneBadLineAddsNothingAndLearnsNothing() async throws {
        let useCases = try make()
        let reading = try await useCases.scanning.readReceipt(TestPhotos.jpeg)
        let widget = try #require(reading.unknown.first)
        let confirmations = [ReceiptConfirmation(name: "milk", key: "semi skmd milk"), ReceiptConfirmation(name: "   ", key: widget.key)]
        await #expect(throws: (any Error).self) { try await useCases.scanning.confirmReceipt(confirmations) }
        #expect(try await useCases.inventory.items().isEmpty)
        #expect(try await useCases.scanning.readReceipt(TestPhotos.jpeg).unknown.map(\.key) == [widget.key])
    }

    @Test func nothingTickedIsSaidAndAMachineWithoutAReaderSaysSo() async throws {
        await #expect(throws: ScanError.nothingConfirmed) { try await make().scanning.confirmReceipt([]) }
        let bare = try TestUseCases.make().0
        await #expect(throws: ScanError.noReceiptReader) { try await bare.scanning.readReceipt(TestPhotos.jpeg) }
        #expect(UserFacingError(ScanError.noReceiptReader).message.contains("scripts/setup"))
    }

    @Test func aPhotoThatIsNotAPictureIsRefusedBeforeReading() async throws {
        let failing = FakeDocumentReader(lines: [], error: ScanError.noRecognizer)
        let useCases = try TestUseCases.make(scanning: ScanningServices(documentReader: failing)).0
        await #expect(throws: ScanError.notAPhoto) { try await useCases.scanning.readReceipt(Data("not a photo".utf8)) }
        await #expect(throws: ScanError.noRecognizer) { try await useCases.scanning.readReceipt(TestPhotos.jpeg) }
    }
}
