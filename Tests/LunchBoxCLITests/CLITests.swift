import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Command line")
struct CLITests {
    @Test func helpSucceedsAndUsageMistakesExitTwo() async throws {
        let cli = try CLIHarness()
        let help = await cli.run("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("inventory"))
        #expect(await cli.run("bogus").status == 2)
        #expect(await cli.run("inventory", "add").status == 2)
        #expect(await cli.run("favorites", "add", "two").status == 2)
    }

    @Test func inventoryCanBeAddedListedEditedAndRemoved() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("inventory", "add", "eggs", "cherry tomatoes").output == "Added eggs and cherry tomatoes.\n")
        #expect(await cli.run("inventory", "add", "bread", "--quantity", "half a loaf", "--best-before", "tomorrow").status == 0)
        let list = await cli.run("inventory", "list")
        // Use-soon first, as on the web; edit and remove count in the same order.
        #expect(list.output.contains("1. bread (half a loaf)  (use by tomorrow)"), "worded as the kitchen page words it")
        #expect(list.output.contains("2. eggs"))
        #expect(list.output.contains("3. cherry tomatoes"))
        #expect(await cli.run("inventory", "edit", "2", "--name", "free-range eggs", "--quantity", "6").output == "Updated: free-range eggs (6).\n")
        #expect(await cli.run("inventory", "remove", "1", "3").status == 0)
        let json = await cli.run("inventory", "list", "--json")
        let items = try JSONDecoder().decode([InventoryItem].self, from: Data(json.output.utf8))
        #expect(items.map(\.displayText) == ["free-range eggs (6)"])
    }

    @Test func badInputIsAClearErrorAndChangesNothing() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs")
        let control = await cli.run("inventory", "add", "ham\u{1B}[2J")
        #expect(control.status == 1)
        #expect(control.errors.contains("Item name contains control characters"))
        let huge = await cli.run("inventory", "add", String(repeating: "x", count: 1_000_000))
        #expect(huge.status == 1)
        #expect(huge.errors.contains("at most 100 characters"))
        #expect(await cli.run("inventory", "remove", "7").errors.contains("There is no item number 7"))
        #expect(await cli.run("inventory", "add", "rice", "--best-before", "soonish").errors.contains("is not a day"))
        #expect(await cli.run("inventory", "list", "--json").output.contains("eggs"))
        #expect(try JSONDecoder().decode([InventoryItem].self, from: Data(await cli.run("inventory", "list", "--json").output.utf8)).count == 1)
    }

    @Test func clearingAsksFirst() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs", "bread")
        let refused = await cli.run("inventory", "clear")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("--yes"))
        #expect(await cli.run("inventory", "clear", input: ["n"], interactive: true).output == "Nothing was removed.\n")
        #expect(await cli.run("inventory", "clear", input: ["y"], interactive: true).output.contains("Cleared the inventory (2 items)"))
        await cli.run("inventory", "add", "eggs")
        #expect(await cli.run("inventory", "clear", "--yes").status == 0)
        #expect(await cli.run("inventory").output.contains("The inventory is empty"))
    }

    @Test func preferencesAreSetExactly() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("prefs").output == "No dietary preferences: ideas may use anything.\n")
        #expect(await cli.run("prefs", "set", "Vegetarian", "nut_free").output.contains("vegetarian and nut-free"))
        #expect(try JSONDecoder().decode(DietaryPreferences.self, from: Data(await cli.run("prefs", "show", "--json").output.utf8)) == DietaryPreferences([.vegetarian, .nutFree]))
        let wrong = await cli.run("prefs", "set", "keto")
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("Choose from: vegetarian, vegan, gluten-free, dairy-free, nut-free"))
        #expect(await cli.run("prefs", "set", "--none").output.contains("No dietary preferences"))
    }

    @Test func theKeyIsReadFromInputAndNeverPrinted() async throws {
        let cli = try CLIHarness()
        let key = "sk-cli-secret-0123456789"
        let asArgument = await cli.run("settings", "set-key", key)
        #expect(asArgument.status == 1)
        #expect(!asArgument.errors.contains(key) && !asArgument.output.contains(key))
        #expect(!FileManager.default.fileExists(atPath: cli.credentialsPath))
        #expect(await cli.run("settings", "set-key", input: ["   "]).status == 1)
        let saved = await cli.run("settings", "set-key", input: [key])
        #expect(saved.status == 0)
        #expect(saved.output.contains("…6789"))
        let show = await cli.run("settings", "show")
        let json = await cli.run("settings", "show", "--json")
        for text in [saved.output, show.output, show.errors, json.output] {
            #expect(!text.contains(key))
        }
        #expect(show.output.contains("saved, ending in …6789"))
        #expect(try String(contentsOfFile: cli.credentialsPath, encoding: .utf8).contains(key))
        let database = try Data(contentsOf: URL(fileURLWithPath: cli.databasePath))
        #expect(database.range(of: Data(key.utf8)) == nil)
        #expect(await cli.run("settings", "delete-key").status == 0)
        #expect(await cli.run("settings").output.contains("API key:   none"))
    }

    @Test func settingsPresetsAndAddresses() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("settings", "preset").output.contains("ollama      http://localhost:11434/v1"))
        let presets = try JSONSerialization.jsonObject(with: Data(await cli.run("settings", "preset", "--json").output.utf8)) as? [[String: String]]
        #expect(presets?.map { $0["name"] } == ["openai", "openrouter", "groq", "ollama", "lmstudio"])
        #expect(await cli.run("settings", "preset", "Groq").output.contains("https://api.groq.com/openai/v1"))
        #expect(await cli.run("settings").output.contains("(Groq)"))
        let insecure = await cli.run("settings", "base-url", "http://example.com/v1")
        #expect(insecure.status == 1)
        #expect(insecure.errors.contains("https://"))
        #expect(await cli.run("settings", "model", "  llama-3.3-70b ").output == "Model set to llama-3.3-70b.\n")
        #expect(await cli.run("settings", "privacy").output.contains("no analytics"))
        #expect(await cli.run("settings", "timeout", "90").output == "The AI service now has 90 seconds to answer.\n")
        #expect(await cli.run("settings").output.contains("Timeout:   90 seconds"))
        let tooLong = await cli.run("settings", "timeout", "3600")
        #expect(tooLong.status == 1)
        #expect(tooLong.errors.contains("between 5 and 600 seconds"))
    }

    @Test func theDatabaseCanBeChosen() async throws {
        let cli = try CLIHarness()
        let flagPath = cli.home.file("flag.sqlite").path
        let environmentPath = cli.home.file("env.sqlite").path
        await cli.run("inventory", "add", "eggs", "--database", flagPath)
        cli.environment["LUNCHBOX_DATABASE"] = environmentPath
        await cli.run("inventory", "add", "bread")
        #expect(await cli.run("inventory", "--database", flagPath).output.contains("eggs"))
        #expect(await cli.run("inventory").output.contains("bread"))
        #expect(!FileManager.default.fileExists(atPath: cli.databasePath))
    }

    @Test func aCorruptDatabaseIsNamedAndLeftAlone() async throws {
        let cli = try CLIHarness()
        let path = cli.home.file("broken.sqlite").path
        let garbage = Data("definitely not sqlite".utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let run = await cli.run("inventory", "--database", path)
        #expect(run.status == 1)
        #expect(run.errors.contains("Could not open the database \(path)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }
}
