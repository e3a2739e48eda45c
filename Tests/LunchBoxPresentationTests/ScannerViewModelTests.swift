import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@MainActor
@Suite("Scanner screen")
struct ScannerViewModelTests {
    static let code = "4006381333931"

    func scanner(_ recognizers: [any FoodRecognizer]) throws -> (ScannerViewModel, InventoryStore, UseCases) {
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(recognizers: recognizers))
        let store = InventoryStore(inventory: useCases.inventory)
        return (ScannerViewModel(inventory: store, scanning: useCases.scanning, words: Wordings()[.english]), store, useCases)
    }

    @Test func aPhotosFoodsWaitToBeConfirmedAndConfirmingAddsThem() async throws {
        let (scanner, store, _) = try scanner([FakeRecognizer(.labelReader, labels: ["milk", "eggs"])])
        await scanner.loadRecognizers()
        #expect(scanner.canRecognize)
        await scanner.scanPhoto(TestPhotos.png)
        #expect(scanner.statusMessage == "Found 2 foods. Confirm the ones that are right.")
        #expect(Set(scanner.detectedItems.map(\.name)) == ["milk", "eggs"])
        let milk = try #require(scanner.detectedItems.first { $0.name == "milk" })
        #expect(scanner.detail(for: milk) == "90%, Label reader")
        await scanner.confirm(milk)
        #expect(store.items.map(\.name) == ["milk"])
        #expect(scanner.confirmedItems.map(\.name) == ["milk"])
        #expect(scanner.detectedItems.map(\.name) == ["eggs"])
    }

    @Test func theScreenShowsWhatTheSavedThresholdLetsThrough() async throws {
        // The use case returns apple at 50% under a threshold of 30%; the screen shows it.
        let apple = ScanCandidate(label: "apple", confidence: 0.5, recognizer: .labelReader)
        let (scanner, _, useCases) = try scanner([FakeRecognizer(.labelReader, frames: [.success([apple])])])
        try await useCases.scanning.updateSettings(ScanSettingsChange(threshold: 0.3))
        await scanner.loadRecognizers()
        await scanner.scanPhoto(TestPhotos.png)
        #expect(scanner.detectedItems.map(\.name) == ["apple"])
        scanner.receive([DetectedItem(name: "pear", confidence: 0.4), DetectedItem(name: "plum", confidence: 0.2)])
        #expect(scanner.detectedItems.map(\.name) == ["apple", "pear"])
    }

    @Test func aDismissedFoodDoesNotComeBackInLaterFrames() async throws {
        let (scanner, store, _) = try scanner([FakeRecognizer(.labelReader, labels: ["milk", "cheddar"])])
        await scanner.scanFrame(TestPhotos.png)
        #expect(scanner.detectedItems.isEmpty)  // one frame is not enough
        await scanner.scanFrame(TestPhotos.png)
        #expect(Set(scanner.detectedItems.map(\.name)) == ["milk", "cheddar"])
        scanner.dismiss(try #require(scanner.detectedItems.first { $0.name == "cheddar" }))
        await scanner.scanFrame(TestPhotos.png)
        #expect(scanner.detectedItems.map(\.name) == ["milk"])
        #expect(store.items.isEmpty)
    }

    @Test func anUnknownBarcodeIsNamedOnceAndKnownAfter() async throws {
        let barcode = FakeRecognizer(.barcode, frames: [.success([ScanCandidate(label: "", confidence: 1, recognizer: .barcode, barcode: Self.code)])])
        let (scanner, _, useCases) = try scanner([barcode])
        await scanner.scanPhoto(TestPhotos.jpeg)
        let unknown = try #require(scanner.detectedItems.first)
        #expect(scanner.title(for: unknown) == "What is barcode \(Self.code)?")
        await scanner.confirm(unknown, as: "oat milk")
        #expect(try await useCases.inventory.items().map(\.name) == ["oat milk"])

        let again = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Wordings()[.english])
        await again.scanPhoto(TestPhotos.jpeg)
        #expect(again.detectedItems.map(\.name) == ["oat milk"])
    }

    @Test func withoutARecognizerTheScreenSaysWhatToSetUp() async throws {
        let (scanner, _, _) = try scanner([])
        await scanner.loadRecognizers()
        #expect(!scanner.canRecognize)
        await scanner.scanPhoto(TestPhotos.png)
        #expect(scanner.errorMessage?.contains("Save an AI key") == true)
        #expect(scanner.detectedItems.isEmpty)
    }

    @Test func aFileThatIsNotAPhotoIsRefusedInWords() async throws {
        let (scanner, _, _) = try scanner([FakeRecognizer(.labelReader, labels: ["milk"])])
        await scanner.scanPhoto(Data("hello".utf8))
        #expect(scanner.errorMessage == "That file is not a photo. Send a JPEG, PNG, WebP, HEIC or GIF image.")
    }
}
