import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Ideas from the command line")
struct IdeasCommandTests {
    /// A kitchen with a key, whose AI service answers `status` and `body`.
    func harness(status: Int = 200, body: String) async throws -> CLIHarness {
        let cli = try CLIHarness()
        cli.transport = RecordingTransport(status: status, body: body, headers: ["Content-Type": "application/json"])
        await cli.run("settings", "base-url", "http://127.0.0.1:9/v1")
        await cli.run("settings", "model", "test-model")
        await cli.run("settings", "set-key", input: ["sk-ideas-test-000111"])
        await cli.run("inventory", "add", "eggs")
        return cli
    }

    @Test func printsAtLeastThreeIdeasAndKeepsThem() async throws {
        let cli = try await harness(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 4)))
        let run = await cli.run("ideas")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Lunch box ideas from AI (test-model):\n"))
        #expect(run.output.contains("\n4 lunch box ideas.\n"))
        for number in 1...4 { #expect(run.output.contains("\(number). Idea \(number)")) }
        #expect(await cli.run("ideas", "--last").output == run.output)
        #expect(await cli.run("favorites", "add", "2").output == "Saved \"Idea 2\" to favorites.\n")
        let share = await cli.run("favorites", "share", "1")
        #expect(share.output.hasPrefix("Idea 2\n\nIngredients:\n• eggs"))
        #expect(await cli.run("favorites", "delete", "1").status == 0)
        #expect(await cli.run("favorites").output.contains("No favorites yet"))
    }

    @Test func jsonOutputAndSaveInOneGo() async throws {
        let cli = try await harness(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)))
        let run = await cli.run("ideas", "--json", "--save", "3")
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["engine"] as? String == "ai")
        #expect((json["ideas"] as? [Any])?.count == 3)
        #expect((json["saved"] as? [String: Any])?["name"] as? String == "Idea 3")
        #expect(await cli.run("favorites", "list").output.contains("1. Idea 3"))
    }

    @Test func askingTheAIWithoutAKeySaysHowToSetOne() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs")
        let run = await cli.run("ideas", "--engine", "ai")
        #expect(run.status == 1)
        #expect(run.errors.contains("No API key is saved"))
        #expect(run.errors.contains("lunchbox settings set-key"))
        #expect(run.errors.contains("lunchbox ideas --engine offline"))
    }

    @Test func withoutAKeyTheOfflineChefAnswers() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs", "bread", "cheddar", "tomato", "apple")
        let run = await cli.run("ideas")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Lunch box ideas from Built-in offline chef:\n"))
        #expect(run.output.contains("1. ") && run.output.contains("2. ") && run.output.contains("3. "))
        #expect(await cli.run("ideas", "--last").output == run.output)
    }

    @Test func aShortOfflineBatchSaysWhyAndWhatWouldMakeMore() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "bread", "peanut butter", "banana")
        let run = await cli.run("ideas")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("1 lunch box idea."))
        #expect(run.output.contains("Only 1 different lunch can be made from your kitchen"), "\(run.output)")
        #expect(await cli.run("ideas", "--last").output == run.output)
        let json = await cli.run("ideas", "--last", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((object["shortfall"] as? String)?.contains("Only 1 different lunch") == true)
    }

    /// Issue 38, item 10: `ideas --json` says what the text says: each idea's nutrition
    /// and what the household's diets make of it.
    @Test func theJSONCarriesNutritionAndTheHouseholdsVerdicts() async throws {
        let cli = try CLIHarness()
        await cli.run("household", "add", "Mia", "--diet", "vegetarian")
        await cli.run("inventory", "add", "bread", "cheddar", "ham", "eggs", "cucumber", "apples", "wraps", "rice")
        let text = await cli.run("ideas")
        #expect(text.output.contains("Household: "), "\(text.output)")
        let json = await cli.run("ideas", "--last", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let ideas = try #require(object["ideas"] as? [[String: Any]])
        let ids = ideas.compactMap { $0["id"] as? String }
        let nutrition = try #require(object["nutrition"] as? [String: [String: Any]])
        let household = try #require(object["household"] as? [String: [String: Any]])
        #expect(!ids.isEmpty && ids.allSatisfy { nutrition[$0] != nil && household[$0] != nil })
        #expect(household.values.allSatisfy { (($0["members"] as? [[String: Any]])?.first?["name"] as? String) == "Mia" })
    }

    @Test func tooLittleFoodForTheOfflineChefSaysWhatToAdd() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs")
        let run = await cli.run("ideas")
        #expect(run.status == 1)
        #expect(run.errors.contains("Add a carb such as"))
    }

    @Test func nutsAreHeldBackWhenNutFreeIsSet() async throws {
        let peanut =
            #"{"ideas":[{"name":"A","ingredients":["eggs"],"steps":["x"]},{"name":"B","ingredients":["bread"],"steps":["x"]},{"name":"C","ingredients":["rice"],"steps":["x"]},{"name":"PB Toast","ingredients":["bread","peanut butter"],"steps":["Spread."]}]}"#
        let cli = try await harness(body: CannedReplies.completion(content: peanut))
        await cli.run("prefs", "set", "nut-free")
        let run = await cli.run("ideas")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Lunch box ideas from AI (test-model):\n"))
        #expect(run.output.contains("\n3 lunch box ideas.\n"))
        #expect(!run.output.contains("PB Toast"))
        #expect(run.output.contains("1 idea held back: peanut butter contains peanuts (you chose nut-free)"))
        let revealed = await cli.run("ideas", "--last", "--show-held-back")
        #expect(revealed.output.contains("4. PB Toast"))
        #expect(revealed.output.contains("Held back: peanut butter: contains peanuts; you chose nut-free"))
    }

    @Test func anEmptyInventorySaysWhatToDo() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("ideas")
        #expect(run.status == 1)
        #expect(run.errors.contains("lunchbox inventory add"))
    }

    @Test func serviceErrorsAreExplained() async throws {
        let cli = try await harness(status: 401, body: CannedReplies.errorBody(message: "Incorrect API key provided: sk-ideas-test-000111"))
        let run = await cli.run("ideas")
        #expect(run.status == 1)
        #expect(run.errors.contains("Invalid API key"))
        #expect(!run.errors.contains("sk-ideas-test-000111"))
    }

    @Test func offlineNeverCallsARemoteService() async throws {
        let cli = try CLIHarness()
        cli.online = false
        await cli.run("settings", "preset", "openai")
        await cli.run("settings", "set-key", input: ["sk-offline-test-000"])
        await cli.run("inventory", "add", "eggs")
        let service = RecordingTransport(body: "{}")
        cli.transport = service
        let run = await cli.run("ideas")
        #expect(run.status == 1)
        #expect(run.errors.contains("You're offline"))
        #expect(service.requests.isEmpty)
    }
}
