import Foundation
import LunchBoxCore
import Testing

@testable import LunchBoxCLI

/// Issue 41, item 4, on the command line: `LANG=en_US.UTF-8` writes the amounts LunchBox
/// works out in US units and begins weeks on Sunday; `lunchbox settings units` chooses
/// for the whole household.
@Suite("CLI units and weeks")
struct UnitsCommandTests {
    /// A pound of chicken planned on Wednesday 25 November, 200 g of it in the kitchen.
    private static func chickenWeek() async throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(await cli.run("inventory", "add", "200 g chicken").status == 0)
        #expect(await cli.run("meals", "add", "Chicken rice", "--protein", "chicken (1 lb)").status == 0)
        #expect(await cli.run("plan", "assign", "1", "2026-11-25").status == 0)
        return cli
    }

    @Test func aUSLocaleWritesUSUnitsAndOthersMetric() async throws {
        let cli = try await Self.chickenWeek()
        cli.environment["LANG"] = "en_US.UTF-8"
        let us = await cli.run("shopping-list", "--week", "2026-11-25").output
        #expect(us.contains("chicken: 8.95 oz"), "\(us)")
        #expect(us.contains("To buy for Sunday, Nov 22, 2026 to Saturday, Nov 28, 2026"), "\(us)")
        cli.environment["LANG"] = "en_GB.UTF-8"
        let british = await cli.run("shopping-list", "--week", "2026-11-25").output
        #expect(british.contains("chicken: 253.59 g"), "\(british)")
        #expect(british.contains("To buy for Monday, Nov 23, 2026 to Sunday, Nov 29, 2026"), "\(british)")
    }

    @Test func theHouseholdsChoiceWinsOverTheLocale() async throws {
        let cli = try await Self.chickenWeek()
        #expect(await cli.run("settings", "units").output.contains("follow each reader's region"))
        #expect(await cli.run("settings", "units", "us").output.contains("US customary units for the whole household"))
        cli.environment["LANG"] = "de_DE.UTF-8"
        #expect(await cli.run("shopping-list", "--week", "2026-11-25").output.contains("chicken: 8.95 oz"))
        #expect(await cli.run("settings", "units").output.contains("US-Maßen"))
        let refused = await cli.run("settings", "units", "furlongs")
        #expect(refused.status != 0)
        #expect(refused.errors.contains("„furlongs“ ist keine Wahl der Maßeinheiten"), "\(refused.errors)")
        #expect(await cli.run("settings", "units", "auto").output.contains("Region"))
        #expect(await cli.run("shopping-list", "--week", "2026-11-25").output.contains("chicken: 253.59 g"))
    }

    @Test func aSavedWeekStartStaysAuthoritative() async throws {
        let cli = try await Self.chickenWeek()
        #expect(await cli.run("plan", "week-start", "monday").status == 0)
        cli.environment["LANG"] = "en_US.UTF-8"
        let us = await cli.run("shopping-list", "--week", "2026-11-25").output
        #expect(us.contains("To buy for Monday, Nov 23, 2026 to Sunday, Nov 29, 2026"), "\(us)")
    }
}
