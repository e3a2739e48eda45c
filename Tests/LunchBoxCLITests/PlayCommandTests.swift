import Foundation
import LunchBoxCore
import Testing

@Suite("lunchbox play")
struct PlayCommandTests {
    @Test func playShowsPointsAndBadgesAndKeepsThemBetweenRuns() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "eggs", "bread", "cheddar", "cucumber", "apple", "tomatoes")
        #expect(await cli.run("ideas").status == 0)
        let text = await cli.run("play")
        #expect(text.status == 0)
        #expect(text.output.contains("Me: "))
        #expect(text.output.contains("💡 First idea (common), unlocked"))
        #expect(text.output.contains("Challenges:"))
        let json = await cli.run("play", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect((summary["points"] as? Int ?? 0) >= PlayPoints.checkIn + PlayPoints.idea)
        #expect(summary["level"] as? Int == 1)
        #expect((object["change"] as? [String: Any])?["awards"] as? [Any] != nil)
    }

    @Test func aHouseholdMemberPlaysAs() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("household", "add", "Sam").status == 0)
        #expect(await cli.run("play", "as", "sam").output == "Now playing: Sam.\n")
        #expect(await cli.run("household", "set", "Sam", "--name", "Samira").status == 0)
        let board = await cli.run("play")
        #expect(board.output.contains("Samira"), "\(board.output)")
        let unknown = await cli.run("play", "as", "Nobody")
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("Nobody"))
        #expect(await cli.run("play", "player", "add", "Kim").status != 0, "players are added as household members")
        let zone = await cli.run("play", "timezone", "Europe/Stockholm")
        #expect(zone.output == "Days count in Europe/Stockholm.\n")
        #expect(await cli.run("play", "timezone", "Mars/Base").status != 0)
    }
}
