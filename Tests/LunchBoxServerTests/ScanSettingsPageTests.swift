import Foundation
import LunchBoxCore
import Testing

@testable import LunchBoxServer

@Suite("Settings: scanning")
struct ScanSettingsPageTests {
    @Test func theFormSavesEveryScanSettingAndUntickedRecognizersTurnOff() async throws {
        try await TestApp.run { client, database in
            // Given the settings page, with the lookup off by default
            let page = try await client.get("/settings")
            #expect(page.text.contains(#"id="scanning""#))
            #expect(page.text.contains(#"name="onlineProductLookup""#))
            #expect(!page.text.contains(#"name="onlineProductLookup" value="on" checked"#))
            // When the form is sent with the label reader unticked
            let saved = try await client.postForm(
                "/settings/scanning",
                [
                    ("kinds", "vision"), ("recognizer", "vision"), ("kinds", "labels"), ("kinds", "barcode"), ("recognizer", "barcode"),
                    ("threshold", "0.7"), ("visionModel", " llava "), ("onlineProductLookup", "on"),
                ])
            // Then every field is saved
            #expect(saved.location == "/settings#scanning")
            let settings = try await database.scanSettings()
            #expect(settings.threshold == 0.7)
            #expect(settings.visionModel == "llava")
            #expect(settings.disabled == [.labelReader])
            #expect(settings.onlineProductLookup)
            let shown = try await client.get("/settings", cookies: [KitchenPagesTests.flashCookie(saved)])
            #expect(shown.text.contains("Saved the scanning settings: threshold 0.7, vision model llava."))
        }
    }

    @Test func aThresholdThatIsNotANumberChangesNothing() async throws {
        try await TestApp.run { client, database in
            try await client.get("/settings")
            let refused = try await client.postForm("/settings/scanning", [("kinds", "labels"), ("threshold", "very"), ("visionModel", "llava")])
            #expect(refused.location == "/settings#scanning")
            #expect(try await database.scanSettings() == .default)
            let shown = try await client.get("/settings", cookies: [KitchenPagesTests.flashCookie(refused)])
            #expect(shown.text.contains("from 0.1 to 0.95"))
        }
    }

    @Test func anUnknownRecognizerIsRefused() throws {
        #expect(throws: ScanSettingsError.unknownRecognizer("magic")) {
            try ScanSettingsController.change(from: FormData("threshold=0.6&kinds=magic"))
        }
    }
}
