import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Issue 14, item 10: the rough edges a new user hit on the command line.
@Suite("Command line rough edges")
struct CLIRoughEdgesTests {
    @Test func versionIsPrinted() async throws {
        let run = await (try CLIHarness()).run("--version")
        #expect(run.status == 0)
        #expect(run.output == "1.0.0\n")
    }

    @Test func planAssignTakesAWeekLikePlanShow() async throws {
        // Given Sunday 2026-11-22 (the harness's today) and a meal
        let cli = try await PlannerMealsCommandTests.library()

        // When Monday of next week and Monday of the week after are planned
        #expect(await cli.run("plan", "assign", "2", "monday", "--week", "+1").output == "Planned Tofu rice bowl on Monday, Nov 23, 2026.\n")
        #expect(await cli.run("plan", "assign", "2", "monday", "--week", "+2").status == 0)

        // Then each is on the Monday of the week named
        let later = await cli.run("plan", "show", "--week", "+2", "--json")
        let days = try PlannerJSON.decode([PlannedDay].self, from: Data(later.output.utf8))
        #expect(days.first?.day.isoString == "2026-11-30")
        #expect(days.first?.meals.map(\.meal.description) == ["Tofu rice bowl"])
    }

    @Test func aPastBestBeforeIsKeptWithAWarning() async throws {
        let cli = try CLIHarness()
        let added = await cli.run("inventory", "add", "hummus", "--best-before", "yesterday")
        #expect(added.status == 0)
        #expect(added.output == "Added hummus.\n")
        #expect(added.errors.contains("Warning: hummus's best-before day Nov 21, 2026 has already passed."))
        let fresh = await cli.run("inventory", "add", "bread", "--best-before", "tomorrow")
        #expect(fresh.errors.isEmpty)
        let edited = await cli.run("inventory", "edit", "2", "--best-before", "2026-11-01")
        #expect(edited.errors.contains("has already passed"))
        // A use-by date says so, in the list and the warning; a pack has one date.
        let useBy = await cli.run("inventory", "add", "chicken", "--use-by", "yesterday")
        #expect(useBy.errors.contains("Warning: chicken's use-by day Nov 21, 2026 has already passed. It is kept, marked past use by;"))
        #expect(await cli.run("inventory", "list").output.contains("chicken  (past use by (Nov 21, 2026))"))
        let both = await cli.run("inventory", "add", "milk", "--use-by", "tomorrow", "--best-before", "tomorrow")
        #expect(both.status != 0 && both.errors.contains("a pack has one date"))
        let items = try JSONDecoder().decode([InventoryItem].self, from: Data(await cli.run("inventory", "list", "--json").output.utf8))
        // Use-soon first: bread (Nov 1), hummus, then chicken (Nov 21).
        #expect(items.map(\.dateKind) == [nil, nil, .useBy])
        #expect(await cli.run("inventory", "edit", "3", "--best-before", "none").status == 0)
        #expect(try JSONDecoder().decode([InventoryItem].self, from: Data(await cli.run("inventory", "list", "--json").output.utf8)).allSatisfy { $0.dateKind == nil })
    }

    @Test func inventoryListIsUseSoonFirstAsOnTheWeb() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "rice")
        await cli.run("inventory", "add", "yogurt", "--best-before", "+9")
        await cli.run("inventory", "add", "spinach", "--best-before", "tomorrow")
        let items = try JSONDecoder().decode([InventoryItem].self, from: Data(await cli.run("inventory", "list", "--json").output.utf8))
        #expect(items.map(\.name) == ["spinach", "yogurt", "rice"])
        #expect(await cli.run("inventory", "list").output.contains("1. spinach"))
    }

    @Test func ideasSayWhichKitchenItemsTheyUseAndWarnAboutExpiredOnes() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "bread", "cheddar", "cucumber", "apples", "carrots", "ham", "hummus")
        await cli.run("inventory", "edit", "7", "--best-before", "yesterday")
        let text = await cli.run("ideas", "--engine", "offline")
        #expect(text.status == 0)
        #expect(text.output.contains("Uses from your kitchen: "))
        // The offline chef leaves hummus a day past its date out (a chilled dip carries a
        // use-by date), and says so.
        #expect(!text.output.split(separator: "\n").contains { $0.contains("Ingredients:") && $0.contains("hummus") })
        #expect(text.output.contains("Left out as past their date: hummus."))
        let json = await cli.run("ideas", "--last", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let kitchen = try #require(object["kitchen"] as? [String: [String: Any]])
        #expect(!kitchen.isEmpty)
        #expect(kitchen.values.allSatisfy { ($0["items"] as? [Any])?.isEmpty == false && ($0["warnings"] as? [Any])?.isEmpty == true })
    }
}
