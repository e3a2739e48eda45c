import Foundation
import LunchBoxCore

/// The AI key in the Keychain, under LunchBox's own service name.
struct KeychainSecretStore: SecretStore {
    static let defaultService = "app.lunchbox.ai-key"

    private let item: KeychainItem

    /// Tests pass a service of their own so they never touch the app's key.
    init(service: String = KeychainSecretStore.defaultService) {
        item = KeychainItem(service: service, account: "api-key")
    }

    func saveAPIKey(_ key: String) throws {
        try item.write(Data(try APIKey.validated(key).utf8))
    }

    func loadAPIKey() throws -> String? {
        try item.read().map { String(decoding: $0, as: UTF8.self) }
    }

    func deleteAPIKey() throws {
        try item.delete()
    }
}
