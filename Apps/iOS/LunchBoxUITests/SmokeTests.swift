import XCTest

/// The LB plan's smoke tests, on a simulator. `-ui-testing` starts from an empty
/// in-memory kitchen with onboarding shown and no saved key (ideas come from the
/// offline chef); `-camera-denied` and `-offline` set the scene for the other two.
final class SmokeTests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    private func launch(_ arguments: [String] = []) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing"] + arguments
        app.launch()
        return app
    }

    @MainActor
    private func finishOnboarding(_ app: XCUIApplication) {
        let primary = app.buttons["onboarding-primary"]
        XCTAssertTrue(primary.waitForExistence(timeout: 5), "onboarding shows on first launch")
        app.buttons["onboarding-skip"].tap()
        XCTAssertFalse(primary.waitForExistence(timeout: 1))
    }

    @MainActor
    private func addByHand(_ app: XCUIApplication, _ foods: [String]) {
        app.tabBars.buttons["Kitchen"].tap()
        app.buttons["scan-food"].tap()
        let field = app.textFields["manual-item-name"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        for food in foods {
            field.tap()
            field.typeText(food)
            app.buttons["manual-item-add"].tap()
        }
        app.buttons["scanner-done"].tap()
    }

    /// Onboarding -> settings -> scan (typing, as a simulator has no camera) -> ideas.
    @MainActor
    func testHappyPath() {
        let app = launch()
        finishOnboarding(app)

        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["key-status"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.staticTexts["key-status"].label.hasPrefix("No key is saved"))

        app.tabBars.buttons["Kitchen"].tap()
        XCTAssertFalse(app.buttons["get-ideas"].isEnabled, "no ideas from an empty kitchen")
        addByHand(app, ["eggs", "bread", "spinach", "cheddar", "tomatoes"])
        XCTAssertTrue(app.buttons["get-ideas"].isEnabled)

        app.buttons["get-ideas"].tap()
        let card = app.descendants(matching: .any).matching(identifier: "idea-card").firstMatch
        XCTAssertTrue(card.waitForExistence(timeout: 10), "ideas stream in")
        card.tap()
        app.buttons["save-idea"].tap()
        app.tabBars.buttons["Saved"].tap()
        XCTAssertTrue(app.cells.firstMatch.waitForExistence(timeout: 5), "the saved idea is listed")
    }

    /// Camera refused: the sheet explains, offers Settings, and typing still works.
    @MainActor
    func testCameraDenied() {
        let app = launch(["-camera-denied"])
        finishOnboarding(app)
        app.buttons["scan-food"].tap()
        XCTAssertTrue(app.buttons["open-settings"].waitForExistence(timeout: 5))
        app.buttons["type-instead"].tap()
        XCTAssertTrue(app.textFields["manual-item-name"].waitForExistence(timeout: 5))
    }

    /// Offline with a key saved: the ideas screen shows the banner, not a spinner forever.
    @MainActor
    func testOffline() {
        let app = launch(["-offline"])
        finishOnboarding(app)
        app.tabBars.buttons["Settings"].tap()
        let field = app.secureTextFields["api-key-field"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        field.typeText("sk-ui-test-1234567890")
        app.buttons["save-key"].tap()
        addByHand(app, ["eggs", "bread", "rice"])
        app.buttons["get-ideas"].tap()
        XCTAssertTrue(app.descendants(matching: .any)["offline-banner"].waitForExistence(timeout: 10))
    }
}
