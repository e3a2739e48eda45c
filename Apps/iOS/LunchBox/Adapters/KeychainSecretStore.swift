import Foundation
import LunchBoxCore
import Security

/// The AI key in the Keychain: one generic-password item under LunchBox's own service
/// name, readable only while the iPhone is unlocked and never synced to other devices.
struct KeychainSecretStore: SecretStore {
    static let defaultService = "app.lunchbox.ai-key"

    private let service: String
    private let account = "api-key"

    /// Tests pass a service of their own so they never touch the app's key.
    init(service: String = KeychainSecretStore.defaultService) {
        self.service = service
    }

    func saveAPIKey(_ key: String) throws {
        let data = Data(try APIKey.validated(key).utf8)
        var attributes = baseQuery
        attributes[kSecValueData] = data
        attributes[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        let status = SecItemAdd(attributes as CFDictionary, nil)
        switch status {
        case errSecSuccess:
            return
        case errSecDuplicateItem:
            // A key is already saved: replace it in place.
            let update = SecItemUpdate(baseQuery as CFDictionary, [kSecValueData: data] as CFDictionary)
            guard update == errSecSuccess else { throw SecretStoreError.unexpectedStatus(update) }
        default:
            throw SecretStoreError.unexpectedStatus(status)
        }
    }

    func loadAPIKey() throws -> String? {
        var query = baseQuery
        query[kSecReturnData] = true
        query[kSecMatchLimit] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        switch status {
        case errSecSuccess:
            guard let data = result as? Data else { throw SecretStoreError.unexpectedStatus(status) }
            return String(decoding: data, as: UTF8.self)
        case errSecItemNotFound:
            return nil
        default:
            throw SecretStoreError.unexpectedStatus(status)
        }
    }

    func deleteAPIKey() throws {
        let status = SecItemDelete(baseQuery as CFDictionary)
        // Deleting a key that is not there leaves the wanted state: no key.
        guard status == errSecSuccess || status == errSecItemNotFound else { throw SecretStoreError.unexpectedStatus(status) }
    }

    private var baseQuery: [CFString: Any] {
        [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account]
    }
}
