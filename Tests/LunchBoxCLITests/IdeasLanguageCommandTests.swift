import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Issue 41, item 5: `--language de` reaches the AI prompt, and the reply written in German
/// is read by the dietary guard in German, with the reason in German.
@Suite("Ideas from the AI in the household's language")
struct IdeasLanguageCommandTests {
    static let germanReply =
        #"{"ideas":[{"name":"Eier-Brot","ingredients":["2 Eier","Brot"],"steps":["Eier kochen."]},{"name":"Reisbox","ingredients":["200 g Reis"],"steps":["Reis kochen."]},{"name":"Eiersalat","ingredients":["3 Eier"],"steps":["Hacken."]},{"name":"Hähnchen-Wrap","ingredients":["150 g Hähnchenbruststreifen","Tortilla"],"steps":["Einrollen."]}]}"#

    @Test func languageDeReachesThePromptAndTheGuardReadsGerman() async throws {
        let cli = try CLIHarness()
        let service = RecordingTransport(body: CannedReplies.completion(content: Self.germanReply), headers: ["Content-Type": "application/json"])
        cli.transport = service
        await cli.run("settings", "base-url", "http://127.0.0.1:9/v1")
        await cli.run("settings", "model", "test-model")
        await cli.run("settings", "set-key", input: ["sk-ideas-test-000111"])
        await cli.run("inventory", "add", "eggs")
        await cli.run("prefs", "set", "vegetarian")

        let run = await cli.run("ideas", "--language", "de")
        #expect(run.status == 0)
        let body = try #require(service.requests.last.map { String(decoding: $0.body, as: UTF8.self) })
        #expect(body.contains("Write every idea name, ingredient and step in German (Deutsch)."))
        #expect(!run.output.contains("Hähnchen-Wrap"))
        #expect(run.output.contains("1 Idee zurückgehalten: hähnchenbrust enthält Geflügel (deine Wahl: vegetarisch)"))
        let revealed = await cli.run("ideas", "--last", "--show-held-back", "--language", "de")
        #expect(revealed.output.contains("Zurückgehalten: hähnchenbrust: enthält Geflügel; deine Wahl: vegetarisch"))
        // The batch remembers its language: read later in English, the idea stays held back.
        let english = await cli.run("ideas", "--last", "--language", "en")
        #expect(english.output.contains("1 idea held back: hähnchenbrust contains poultry (you chose vegetarian)"))
    }

    @Test func anEnglishRunAsksAsItAlwaysDid() async throws {
        let cli = try CLIHarness()
        let service = RecordingTransport(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)), headers: ["Content-Type": "application/json"])
        cli.transport = service
        await cli.run("settings", "base-url", "http://127.0.0.1:9/v1")
        await cli.run("settings", "set-key", input: ["sk-ideas-test-000111"])
        await cli.run("inventory", "add", "eggs")
        #expect(await cli.run("ideas", "--language", "en").status == 0)
        let body = try #require(service.requests.last.map { String(decoding: $0.body, as: UTF8.self) })
        #expect(!body.contains("Write every idea name"))
    }
}
