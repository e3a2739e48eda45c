import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient

/// The household's server (address and passphrase) in the Keychain, beside the API key.
struct KeychainServerStore: HouseholdServerStore {
    static let defaultService = "app.lunchbox.household-server"

    private let item: KeychainItem

    init(service: String = KeychainServerStore.defaultService) {
        item = KeychainItem(service: service, account: "server")
    }

    func loadServer() throws -> HouseholdServer? {
        try item.read().map { try JSONDecoder().decode(HouseholdServer.self, from: $0) }
    }

    func saveServer(_ server: HouseholdServer) throws {
        try item.write(try JSONEncoder().encode(server))
    }

    func deleteServer() throws {
        try item.delete()
    }
}
