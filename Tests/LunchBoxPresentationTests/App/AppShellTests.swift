import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("The app shell: onboarding, tabs, settings and scanner wording")
@MainActor
struct AppShellTests {
    @Test func onboardingShowsOnFirstLaunchOnly() {
        // Given a fresh install
        let flags = InMemoryOnboardingFlagStore()
        let model = OnboardingModel(flags: flags, words: Wordings()[.english])
        #expect(model.isPresented)
        #expect(model.primaryButtonTitle == "Next" && model.showsSkip)
        #expect(model.pageAccessibilityValue == "Page 1 of \(model.pages.count)")
        // When the person pages through to the end
        for _ in 1..<model.pages.count { model.advance() }
        #expect(model.isLastPage && model.primaryButtonTitle == "Get Started" && !model.showsSkip)
        #expect(model.isPresented, "the last page waits for Get Started")
        model.advance()
        // Then it is gone, and a second launch does not show it
        #expect(!model.isPresented && flags.hasSeenOnboarding)
        #expect(!OnboardingModel(flags: flags, words: Wordings()[.english]).isPresented)
    }

    @Test func skippingIsRememberedToo() {
        let flags = InMemoryOnboardingFlagStore()
        OnboardingModel(flags: flags, words: Wordings()[.english]).finish()
        #expect(!OnboardingModel(flags: flags, words: Wordings()[.english]).isPresented)
    }

    @Test func onboardingExplainsTheCoreFeaturesAndPrivacy() {
        let pages = OnboardingPage.all(Wordings()[.english])
        #expect(pages.map(\.id) == Array(0..<pages.count))
        #expect(pages.contains { $0.title == PrivacyNotice.title(Wordings()[.english]) })
        #expect(pages.allSatisfy { !$0.title.isEmpty && !$0.body.isEmpty && !$0.symbol.isEmpty })
    }

    @Test func tabsAreTheFiveInOrderWithUniqueIdentifiers() throws {
        let tabs = AppTabsModel(inventory: InventoryStore(inventory: try TestUseCases.make().useCases.inventory), words: .english)
        #expect(AppTab.allCases.map(tabs.title(for:)) == ["Kitchen", "Ideas", "Saved", "Plan", "Settings"])
        #expect(Set(AppTab.allCases.map(\.accessibilityIdentifier)).count == 5)
    }

    @Test func kitchenBadgeFollowsTheInventory() async throws {
        let (useCases, _) = try TestUseCases.make()
        let store = InventoryStore(inventory: useCases.inventory)
        let tabs = AppTabsModel(inventory: store, words: .english)
        #expect(tabs.kitchenBadge == 0)
        let eggs = try await store.add(InventoryItem(name: "eggs"))
        try await store.add(InventoryItem(name: "bread"))
        #expect(tabs.kitchenBadge == 2)
        try await store.remove(id: eggs.id)
        #expect(tabs.kitchenBadge == 1)
        tabs.show(.ideas)
        #expect(tabs.selectedTab == .ideas)
    }

    @Test func settingsWordsTheKeyAndThePresets() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
        await model.load()
        #expect(!model.hasSavedKey && model.saveKeyButtonTitle == "Save Key")
        #expect(model.keyStatusText.hasPrefix("No key is saved"))
        #expect(await model.saveAPIKey("sk-test-1234567890abcd"))
        #expect(model.hasSavedKey && model.saveKeyButtonTitle == "Replace Key")
        #expect(model.keyStatusText == "A key ending in …abcd is saved in the Keychain.")
        #expect(await model.applyPreset(.groq))
        #expect(model.isSelected(.groq) && !model.isSelected(.openAI))
        #expect(model.presetAccessibilityLabel(.groq) == "Groq, selected")
    }

    @Test func deniedCameraOpensThePermissionSheetUntilClosed() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Wordings()[.english])
        #expect(!model.showsPermissionSheet && !model.showsCameraPreview)
        model.updateCameraPermission(.denied)
        #expect(model.showsPermissionSheet && model.permissionExplanation != nil)
        model.showsPermissionSheet = false
        #expect(model.permissionExplanation != nil, "the explanation stays on the screen")
        model.updateCameraPermission(.authorized)
        #expect(!model.showsPermissionSheet && model.showsCameraPreview)
    }

    /// The iPhone's camera reads barcodes itself and hands them over with the frame.
    @Test func barcodesTheCameraReadJoinTheLiveScan() async throws {
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(recognizers: [FakeRecognizer(.labelReader, labels: [])]))
        let model = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Wordings()[.english])
        let code = "4006381333931"
        await model.scanFrame(TestPhotos.png, barcodes: [code])
        await model.scanFrame(TestPhotos.png, barcodes: [code])
        let item = try #require(model.detectedItems.first { $0.barcode == code })
        #expect(model.title(for: item) == "What is barcode \(code)?")
        await model.confirm(item, as: "oat milk")
        #expect(try await useCases.inventory.items().map(\.name) == ["oat milk"])
        #expect(model.errorMessage == nil)
    }

    @Test func scannerSaysWhatCanRecognizeFoodAndWhatWasAdded() async throws {
        let (useCases, _) = try TestUseCases.make(scanning: ScanningServices(recognizers: [FakeRecognizer(.labelReader, labels: [])]))
        let model = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Wordings()[.english])
        #expect(model.recognizerSummary.hasPrefix("Nothing can recognise food"))
        await model.loadRecognizers()
        #expect(model.recognizerSummary == "Label reader is ready.")
        #expect(model.confirmedSummary == nil)
        #expect(await model.addManualItem(name: "eggs"))
        #expect(model.confirmedSummary == "Added 1 item to the kitchen.")
        let item = DetectedItem(name: "eggs", confidence: 0.9, recognizers: [.labelReader])
        #expect(model.confirmLabel(for: item) == "Confirm eggs" && model.dismissLabel(for: item) == "Dismiss eggs")
    }
}
