import Foundation
import LunchBoxCore
import LunchBoxRemoteStore
import Security

/// The household's server (address and passphrase) in the Keychain, beside the API key:
/// one generic-password item, readable only while the iPhone is unlocked, never synced.
struct KeychainServerStore: HouseholdServerStore {
    static let defaultService = "app.lunchbox.household-server"

    private let service: String
    private let account = "server"

    init(service: String = KeychainServerStore.defaultService) {
        self.service = service
    }

    func loadServer() throws -> HouseholdServer? {
        var query = baseQuery
        query[kSecReturnData] = true
        query[kSecMatchLimit] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        switch status {
        case errSecSuccess:
            guard let data = result as? Data else { throw SecretStoreError.unexpectedStatus(status) }
            return try JSONDecoder().decode(HouseholdServer.self, from: data)
        case errSecItemNotFound:
            return nil
        default:
            throw SecretStoreError.unexpectedStatus(status)
        }
    }

    func saveServer(_ server: HouseholdServer) throws {
        let data = try JSONEncoder().encode(server)
        var attributes = baseQuery
        attributes[kSecValueData] = data
        attributes[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        let status = SecItemAdd(attributes as CFDictionary, nil)
        switch status {
        case errSecSuccess:
            return
        case errSecDuplicateItem:
            let update = SecItemUpdate(baseQuery as CFDictionary, [kSecValueData: data] as CFDictionary)
            guard update == errSecSuccess else { throw SecretStoreError.unexpectedStatus(update) }
        default:
            throw SecretStoreError.unexpectedStatus(status)
        }
    }

    func deleteServer() throws {
        let status = SecItemDelete(baseQuery as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw SecretStoreError.unexpectedStatus(status) }
    }

    private var baseQuery: [CFString: Any] {
        [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account]
    }
}
