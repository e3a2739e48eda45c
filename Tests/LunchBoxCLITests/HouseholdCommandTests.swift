import Foundation
import LunchBoxCore
import Testing

@Suite("lunchbox household")
struct HouseholdCommandTests {
    @Test func membersAreAddedChangedListedAndRemoved() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("household").output.contains("No household members yet"))
        #expect(await cli.run("household", "add", "Mia", "--diet", "vegetarian").output == "Added Mia: vegetarian.\n")
        #expect(await cli.run("household", "add", "Leo", "--avoid", "peanuts", "--avoid", "sesame").output == "Added Leo: no peanuts or sesame.\n")
        #expect(await cli.run("household", "set", "leo", "--diet", "gluten-free", "--no-pack").output == "Leo: gluten-free, no peanuts or sesame (ideas not packed for them).\n")
        // Added at the same moment (the test's clock), they are listed by name.
        #expect(await cli.run("household").output == "  Leo: gluten-free, no peanuts or sesame\n* Mia: vegetarian\n")
        let json = await cli.run("household", "list", "--json")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let members = try decoder.decode([HouseholdMember].self, from: Data(json.output.utf8))
        #expect(members.map(\.name) == ["Leo", "Mia"])
        #expect(members.first?.diets == DietaryPreferences([.glutenFree], avoids: [.peanuts, .sesame]))
        // A member is a player in Play.
        #expect(await cli.run("play", "as", "Leo").output == "Now playing: Leo.\n")
        let unknown = await cli.run("household", "add", "Kim", "--avoid", "lava")
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("“lava” is not a food LunchBox can check"))
        #expect(await cli.run("household", "remove", "Leo").output == "Removed Leo.\n")
        #expect(await cli.run("household", "remove", "Leo").status != 0)
    }

    private func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    @Test func ideasArePackedForTheChosenMembersAndSayWhoTheySuit() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "peanut butter", "bread", "eggs", "cucumber", "apple", "rice")
        await cli.run("household", "add", "Sam")
        await cli.run("household", "add", "Leo", "--avoid", "peanuts")
        #expect(await cli.run("household", "pack-for", "Sam").output == "Ideas are packed for Sam.\n")
        let ideas = await cli.run("ideas", "--engine", "offline")
        #expect(ideas.status == 0)
        #expect(ideas.output.contains("Household: suits Sam"))
        let verdicts = await cli.run("household", "verdicts")
        #expect(verdicts.output.contains("1. "))
        // Packed for Leo too, no idea may contain peanuts.
        await cli.run("household", "pack-for", "Sam", "Leo")
        await cli.run("ideas", "--engine", "offline")
        let json = await cli.run("household", "verdicts", "--json")
        let items = try decoder().decode([HouseholdItemVerdict].self, from: Data(json.output.utf8))
        #expect(!items.isEmpty)
        for item in items {
            let summary = item.verdict.summary(Wordings()[.english]) ?? ""
            #expect(item.verdict.suitsEveryone, Comment(rawValue: summary))
        }
    }
}
