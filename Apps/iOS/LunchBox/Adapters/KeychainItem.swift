import Foundation
import LunchBoxCore
import Security

/// One generic-password item in the Keychain (a service and an account), readable only
/// while the iPhone is unlocked and never synced: what the AI key and the household's
/// server are each kept in.
struct KeychainItem: Sendable {
    let service: String
    let account: String

    /// The item's bytes, or nil when there is none.
    func read() throws -> Data? {
        var query = baseQuery
        query[kSecReturnData] = true
        query[kSecMatchLimit] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        switch status {
        case errSecSuccess:
            guard let data = result as? Data else { throw SecretStoreError.unexpectedStatus(status) }
            return data
        case errSecItemNotFound:
            return nil
        default:
            throw SecretStoreError.unexpectedStatus(status)
        }
    }

    /// Saves the bytes, replacing the item in place when one is already there.
    func write(_ data: Data) throws {
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

    /// Removes the item; removing one that is not there leaves the wanted state.
    func delete() throws {
        let status = SecItemDelete(baseQuery as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw SecretStoreError.unexpectedStatus(status) }
    }

    private var baseQuery: [CFString: Any] {
        [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account]
    }
}
