import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxPresentation
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import PropertyBased
import Testing

@Suite("Settings properties")
@MainActor
struct SettingsPropertiesTests {
    // Feature: lunchbox-prep, Property 1: For any non-empty API key string, saving it via KeychainService.save(apiKey:) and then loading it via KeychainService.loadAPIKey() should return a value equal to the original string. Additionally, the key should not be present in UserDefaults after saving.
    @Test func anyKeyRoundTripsAndNeverReachesTheDatabase() async throws {
        let folder = try TemporaryDirectory()
        await propertyCheck(count: 100, input: Generators.apiKey) { key in
            let run = UUID().uuidString
            let store = FileSecretStore(fileURL: folder.file("\(run)/credentials"))
            let databasePath = folder.file("\(run).sqlite").path
            let (useCases, _) = try TestUseCases.make(database: try AppDatabase.open(path: databasePath), secrets: store)
            let settings = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
            await settings.load()
            #expect(await settings.saveAPIKey(key))
            #expect(await settings.applyPreset(.openRouter))
            #expect(await settings.saveEndpoint())
            #expect(try store.loadAPIKey() == key)
            #expect(settings.keyStatus == .saved(maskedSuffix: APIKey.maskedSuffix(of: key)))
            // The database (this platform's UserDefaults) never holds the key, not even in its WAL.
            for suffix in ["", "-wal", "-shm"] {
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: databasePath + suffix))) ?? Data()
                #expect(bytes.range(of: Data(key.utf8)) == nil)
            }
        }
    }

    // Feature: lunchbox-prep, Property 2: For any string composed entirely of whitespace characters (including the empty string), calling SettingsViewModel.saveAPIKey(_:) should return a validation error and the Keychain should remain unchanged.
    @Test func whitespaceKeysAreRejectedAndNothingChanges() async throws {
        let folder = try TemporaryDirectory()
        await propertyCheck(count: 100, input: Generators.whitespace, Gen.bool) { blank, hasExistingKey in
            let store = FileSecretStore(fileURL: folder.file("\(UUID().uuidString)/credentials"))
            if hasExistingKey { try store.saveAPIKey("sk-existing-key-0001") }
            let before = try? Data(contentsOf: store.fileURL)
            let settings = SettingsViewModel(settings: try TestUseCases.make(secrets: store).useCases.settings, words: Wordings()[.english])
            #expect(await !settings.saveAPIKey(blank))
            #expect(settings.validationError == SecretStoreError.emptyKey.localizedDescription)
            #expect((try? Data(contentsOf: store.fileURL)) == before)
            #expect(try store.loadAPIKey() == (hasExistingKey ? "sk-existing-key-0001" : nil))
        }
    }
}
