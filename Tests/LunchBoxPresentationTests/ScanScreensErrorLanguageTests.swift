import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The scanner and the kitchen memory say their errors in the phone's language, through
/// their `Wording`, as every other screen model does: not in the English every error keeps.
@MainActor
@Suite("Scan screens' errors in the reader's language")
struct ScanScreensErrorLanguageTests {
    static let german = Wordings()[.german]

    @Test func theScannerSaysItsErrorsInGerman() async throws {
        let services = ScanningServices(recognizers: [FakeRecognizer(.labelReader, labels: ["milk"])])
        let (useCases, _) = try TestUseCases.make(scanning: services)
        let scanner = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Self.german)
        await scanner.scanPhoto(Data("hello".utf8))
        #expect(scanner.errorMessage == "Diese Datei ist kein Foto. Schick ein Bild als JPEG, PNG, WebP, HEIC oder GIF.")
        #expect(!(await scanner.addManualItem(name: "  ")))
        #expect(scanner.errorMessage == "Der Name darf nicht leer sein.")

        let marked = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Self.german.marking)
        await marked.scanPhoto(Data("hello".utf8))
        let said = try #require(marked.errorMessage)
        #expect(said.hasPrefix("⟦") && said.hasSuffix("⟧"), "\(said)")
    }

    @Test func theKitchenMemorySaysItsFailureInGerman() async throws {
        let store = try BreakableDatabase()
        let useCases = try store.useCases()
        try store.hide("kitchenMemory")
        let memory = KitchenMemoryViewModel(scanning: useCases.scanning, words: Self.german.marking)
        await memory.load()
        let failed = await Self.error { _ = try await useCases.scanning.learnedFoods() }
        let said = try #require(memory.errorMessage)
        #expect(said == failed.message(Self.german.marking) && said != failed.message, "\(said)")
        #expect(said.hasPrefix("⟦"), "\(said)")
        await memory.forgetEverything()
        let forgetting = await Self.error { _ = try await useCases.scanning.forgetEverything() }
        #expect(memory.errorMessage == forgetting.message(Self.german.marking))
    }

    private static func error(of attempt: () async throws -> Void) async -> UserFacingError {
        UserFacingError(await thrown(attempt))
    }

    private static func thrown(_ attempt: () async throws -> Void) async -> any Error {
        do {
            try await attempt()
            Issue.record("no error")
            return CancellationError()
        } catch {
            return error
        }
    }
}
