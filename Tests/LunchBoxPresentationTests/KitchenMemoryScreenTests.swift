import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The iOS kitchen memory: the same use case and rules, with a fake standing in for
/// Vision's feature print (the app's VisionFeaturePrintModel).
@MainActor
@Suite("Kitchen memory screens")
struct KitchenMemoryScreenTests {
    let carton = FakeImageModel.photo(1)
    let sameCarton = FakeImageModel.photo(2)

    func make() throws -> (ScannerViewModel, KitchenMemoryViewModel, InventoryStore) {
        let featurePrint = FakeImageModel(printModel: "vision-feature-print")
        featurePrint.answer(carton, features: FakeImageModel.features(axis: 0))
        featurePrint.answer(sameCarton, features: FakeImageModel.features(axis: 0, toward: 1))
        // Vision's feature print has no classes: the memory alone recognises.
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(imageModel: featurePrint))
        let store = InventoryStore(inventory: useCases.inventory)
        return (
            ScannerViewModel(inventory: store, scanning: useCases.scanning, words: Wordings()[.english]),
            KitchenMemoryViewModel(scanning: useCases.scanning, words: Wordings()[.english], locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!), store
        )
    }

    @Test func namingAPhotoOnThePhoneMakesTheNextPhotoOfItKnown() async throws {
        let (scanner, memory, _) = try make()
        await scanner.loadRecognizers()
        await scanner.scanPhoto(carton)
        #expect(scanner.detectedItems.isEmpty)
        #expect(scanner.statusMessage?.contains("Teach it") == true)
        #expect(scanner.canTeach)
        #expect(await scanner.teachLastPhoto(as: "oat drink"))
        #expect(scanner.statusMessage == "Learnt oat milk: each photo you teach makes the next one likelier to be recognised.")

        await scanner.scanPhoto(sameCarton)
        #expect(scanner.detectedItems.map(\.name) == ["oat milk"])
        await memory.load()
        #expect(memory.foods.map(\.food) == ["oat milk"])
        #expect(memory.detail(for: try #require(memory.foods.first)) == "1 photo, last on 23 Nov 2026")
    }

    @Test func confirmingADetectionTeachesTheMemory() async throws {
        let (scanner, memory, store) = try make()
        await scanner.scanPhoto(carton)
        // Nothing recognised: the person confirms a typed name through a detection of it.
        await scanner.confirm(DetectedItem(name: "skyr", confidence: 1), as: "skyr")
        #expect(store.items.map(\.name) == ["skyr"])
        await memory.load()
        #expect(memory.foods.map(\.food) == ["skyr"])
    }

    @Test func forgettingOnThePhoneUnlearns() async throws {
        let (scanner, memory, _) = try make()
        await scanner.scanPhoto(carton)
        await scanner.teachLastPhoto(as: "oat milk")
        await memory.load()
        await memory.forget(try #require(memory.foods.first))
        #expect(memory.foods.isEmpty)
        #expect(memory.statusMessage == "Forgot oat milk.")
        await scanner.scanPhoto(sameCarton)
        #expect(scanner.detectedItems.isEmpty)
        await memory.forgetEverything()
        #expect(memory.statusMessage == "Forgot everything learnt (0 photos).")
    }

    @Test func withoutAPhotoThereIsNothingToName() async throws {
        let (scanner, _, _) = try make()
        #expect(!(await scanner.teachLastPhoto(as: "oat milk")))
        #expect(scanner.errorMessage == "Take a photo first, then say what it shows.")
    }
}
