import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Issue 39, item 8: the store keeps only what the faces' rules allow, whatever route a
/// value comes by (the household server's store took what the web refused).
@Suite("Repository contract: every value is checked where it is kept")
struct StoreValidationContractTests {
    @Test("Names, settings, time zones and batches the faces refuse are refused by the store", arguments: StoreUnderTest.allCases)
    func refused(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            for name in ["", "   ", "Mia\u{1B}[2J", String(repeating: "M", count: 41)] {
                await #expect(throws: (any Error).self, "member \(name.debugDescription)") { try await store.addMember(HouseholdMember(name: name, createdAt: contractNow)) }
            }
            #expect(try await store.members().isEmpty)
            // White space, line breaks included, is one space, as the faces keep it.
            #expect(try await store.addMember(HouseholdMember(name: " Mia\nLeo ", createdAt: contractNow)).name == "Mia Leo")
            var settings = try await store.scanSettings()
            for threshold: Float in [50, -1, .nan] {
                settings.threshold = threshold
                await #expect(throws: (any Error).self) { try await store.updateScanSettings { [settings] in $0 = settings } }
            }
            #expect(try await store.scanSettings().threshold == ScanSettings.default.threshold)
            var configuration = AIConfiguration.default
            configuration.maxTokens = -1
            await #expect(throws: SettingsError.invalidMaxTokens) { try await store.updateAIConfiguration { [configuration] in $0 = configuration } }
            configuration = .default
            configuration.temperature = 1e308
            await #expect(throws: SettingsError.invalidTemperature) { try await store.updateAIConfiguration { [configuration] in $0 = configuration } }
            #expect(try await store.aiConfiguration() == .default)
            await #expect(throws: PlayError.unknownTimeZone("Mars/Olympus")) { try await store.savePlayTimeZone("Mars/Olympus") }
            let idea = LunchBoxIdea(name: "A", ingredients: ["eggs"], preparationSteps: ["Boil."])
            await #expect(throws: IdeasError.duplicateIdeaID) { try await store.saveRecentIdeas(IdeaBatch(ideas: [idea, idea], origin: .offlineChef)) }
            #expect(try await store.recentIdeas() == nil)
        }
    }

    @Test func aPrintLongerThanAnyModelsIsNoPrint() {
        #expect(FeaturePrint(model: "m", values: [Float](repeating: 1, count: 200_000)) == nil)
        #expect(FeaturePrint(model: "m", values: [Float](repeating: 1, count: 1280)) != nil)
    }
}
