import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Settings and preferences use cases")
struct SettingsUseCaseTests {
    @Test func aPresetIsSavedNotOnlyShown() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await useCases.settings.applyPreset(.ollama)
        // A fresh set of use cases on the same database sees it.
        let (reopened, _) = try TestUseCases.make(database: database)
        let summary = try await reopened.settings.summary()
        #expect(summary.baseURL == AIProviderPreset.ollama.baseURL.absoluteString)
        #expect(summary.model == AIProviderPreset.ollama.defaultModel)
        #expect(summary.matchingPreset == .ollama)
    }

    @Test func aChangeIsAllOrNothing() async throws {
        let (useCases, _) = try TestUseCases.make()
        let before = try await useCases.settings.summary()
        await #expect(throws: AIClientError.insecureEndpoint(host: "example.com")) {
            try await useCases.settings.update(SettingsChange(baseURL: "http://example.com/v1", model: "other-model"))
        }
        await #expect(throws: SettingsError.unknownPreset("nope")) { try await useCases.settings.update(SettingsChange(preset: "nope", model: "x")) }
        await #expect(throws: UserTextError.self) { try await useCases.settings.setEndpoint(baseURL: "https://api.example.com/v1", model: " ") }
        #expect(try await useCases.settings.summary() == before)
        let lenient = try await useCases.settings.update(SettingsChange(preset: "LM Studio", timeoutSeconds: 120))
        #expect(lenient.matchingPreset == .lmStudio && lenient.timeoutSeconds == 120)
    }

    @Test func theKeyIsNeverInTheSummary() async throws {
        let secrets = InMemorySecretStore()
        let (useCases, _) = try TestUseCases.make(secrets: secrets)
        #expect(try useCases.settings.saveKey("  sk-abcdefghijklmnop1234 ") == "…1234")
        let summary = try await useCases.settings.summary()
        #expect(summary.keySaved && summary.keyEndsWith == "…1234")
        let encoded = String(decoding: try JSONEncoder().encode(summary), as: UTF8.self)
        #expect(!encoded.contains("abcdefghijklmnop"))
        #expect(throws: SecretStoreError.emptyKey) { try useCases.settings.saveKey("   ") }
        #expect(try secrets.loadAPIKey() == "sk-abcdefghijklmnop1234", "an empty key changes nothing")
        try useCases.settings.deleteKey()
        #expect(try await useCases.settings.summary().keySaved == false)
    }

    @Test func preferencesChangeOneAtATime() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await useCases.preferences.set(.vegan, to: true)
        try await useCases.preferences.set(.nutFree, to: true)
        try await useCases.preferences.set(.vegan, to: false)
        #expect(try await useCases.preferences.current() == DietaryPreferences(nutFree: true))
        #expect(try await useCases.preferences.reset() == .none)
    }
}
