import LunchBoxCore
import XCTest

@testable import LunchBox

/// The Keychain store on a simulator, under a service of its own so the app's key is
/// never touched.
final class KeychainSecretStoreTests: XCTestCase {
    private let store = KeychainSecretStore(service: "app.lunchbox.unit-tests")

    override func setUpWithError() throws {
        try store.deleteAPIKey()
    }

    override func tearDownWithError() throws {
        try store.deleteAPIKey()
    }

    func testNoKeyIsNil() throws {
        XCTAssertNil(try store.loadAPIKey())
    }

    func testSavingTwiceReplacesTheKey() throws {
        try store.saveAPIKey("sk-first-1234567890")
        try store.saveAPIKey("  sk-second-1234567890 ")
        XCTAssertEqual(try store.loadAPIKey(), "sk-second-1234567890")
    }

    func testAnEmptyKeyIsRefusedAndNothingIsStored() {
        XCTAssertThrowsError(try store.saveAPIKey("   ")) { error in
            XCTAssertEqual(error as? SecretStoreError, .emptyKey)
        }
        XCTAssertNil(try store.loadAPIKey())
    }

    func testDeletingWhenThereIsNoKeyIsFine() throws {
        try store.deleteAPIKey()
        try store.saveAPIKey("sk-test-1234567890")
        try store.deleteAPIKey()
        XCTAssertNil(try store.loadAPIKey())
    }
}
