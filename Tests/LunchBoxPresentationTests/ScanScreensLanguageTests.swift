import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The phone's scanner and kitchen memory screens say every line in the phone's language:
/// what is ready, how sure a food is, an unnamed barcode's question, what was learnt,
/// added and forgotten, and why the camera is needed.
@MainActor
@Suite("Scan screens in the reader's language")
struct ScanScreensLanguageTests {
    static let german = Wordings()[.german]
    static let code = "4006381333931"

    @Test func theScannerSpeaksGerman() async throws {
        let model = FakeImageModel(printModel: "vision-feature-print")
        let carton = FakeImageModel.photo(1)
        model.answer(carton, features: FakeImageModel.features(axis: 0))
        let services = ScanningServices(recognizers: [FakeRecognizer(.labelReader, labels: ["milk"])], imageModel: model)
        let (useCases, _) = try TestUseCases.make(scanning: services)
        let scanner = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Self.german)
        #expect(scanner.recognizerSummary == "Hier kann noch nichts Lebensmittel erkennen: Tippe stattdessen ein, was du hast.")
        #expect(!(await scanner.teachLastPhoto(as: "Zwetschgenröster")))
        #expect(scanner.errorMessage == "Mach zuerst ein Foto und sag dann, was darauf zu sehen ist.")
        await scanner.loadRecognizers()
        #expect(scanner.recognizerSummary == "Etikettenleser und Küchengedächtnis sind bereit.")
        #expect(scanner.recognizers.first { $0.kind == .labelReader }?.detail(Self.german) == "Auf diesem Gerät")

        await scanner.scanPhoto(carton)
        #expect(scanner.statusMessage?.hasPrefix("1 Lebensmittel gefunden.") == true, "\(scanner.statusMessage ?? "")")
        let milk = try #require(scanner.detectedItems.first)
        #expect(scanner.detail(for: milk) == "90 %, Etikettenleser")
        #expect(scanner.confirmLabel(for: milk) == "milk bestätigen" && scanner.dismissLabel(for: milk) == "milk verwerfen")
        #expect(await scanner.teachLastPhoto(as: "Zwetschgenröster"))
        #expect(scanner.statusMessage == "Zwetschgenröster gelernt: Jedes Foto, das du beibringst, macht es wahrscheinlicher, dass das nächste erkannt wird.")
        #expect(await scanner.addManualItem(name: "Eier"))
        #expect(scanner.confirmedSummary == "1 Lebensmittel zur Küche hinzugefügt.")

        let unnamed = DetectedItem(name: "", confidence: 1, recognizers: [.barcode], barcode: Self.code)
        #expect(scanner.title(for: unnamed) == "Was ist Strichcode \(Self.code)?")
        scanner.updateCameraPermission(.denied)
        #expect(scanner.permissionExplanation?.hasPrefix("LunchBox braucht die Kamera") == true)
    }

    @Test func theKitchenMemorySpeaksGermanWithItsDates() async throws {
        let model = FakeImageModel(printModel: "vision-feature-print")
        let carton = FakeImageModel.photo(1)
        model.answer(carton, features: FakeImageModel.features(axis: 0))
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(imageModel: model))
        let memory = KitchenMemoryViewModel(
            scanning: useCases.scanning, words: Self.german, locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
        await memory.load()
        #expect(memory.emptyMessage?.hasPrefix("Noch nichts gelernt.") == true)
        try await useCases.scanning.teach(carton, name: "Zwetschgenröster")
        await memory.load()
        #expect(memory.emptyMessage == nil)
        #expect(memory.detail(for: try #require(memory.foods.first)) == "1 Foto, zuletzt am 23.11.2026")
        await memory.forget(try #require(memory.foods.first))
        #expect(memory.statusMessage == "Zwetschgenröster vergessen.")
        await memory.forgetEverything()
        #expect(memory.statusMessage == "Alles Gelernte vergessen (0 Fotos).")
    }
}
