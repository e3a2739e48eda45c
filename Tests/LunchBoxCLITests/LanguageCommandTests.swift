import Foundation
import Testing

@testable import LunchBoxCLI

/// The command answers in the language asked for (`--language`), else the POSIX locale's.
@Suite("CLI language")
struct LanguageCommandTests {
    @Test func theLocaleAndTheOptionChooseTheLanguage() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "Milch", "--best-before", "tomorrow")
        #expect(await cli.run("inventory", "list").output.contains("Inventory (1 item):"))
        cli.environment["LANG"] = "sv_SE.UTF-8"
        let swedish = await cli.run("inventory", "list").output
        #expect(swedish.contains("Köket (1 vara):"))
        #expect(swedish.contains("Milch  (använd senast i morgon)"))
        let german = await cli.run("inventory", "list", "--language", "de").output
        #expect(german.contains("Küche (1 Lebensmittel):"))
        #expect(german.contains("(bis morgen verbrauchen)"))
        cli.environment["LC_ALL"] = "fr_FR.UTF-8"
        #expect(await cli.run("settings", "privacy").output.hasPrefix("Vos données restent les vôtres"))
    }

    @Test func aLanguageLunchBoxDoesNotSpeakIsRefusedWithTheChoices() async throws {
        let cli = try CLIHarness()
        let run = await cli.run("inventory", "list", "--language", "xx")
        #expect(run.status != 0)
        #expect(run.errors.contains("--language"))
        #expect(run.errors.contains("'en', 'de', 'fr', 'es' or 'sv'"), "\(run.errors)")
        cli.environment["LANG"] = "nl_NL.UTF-8"
        #expect(await cli.run("inventory", "list").output.contains("The inventory is empty."))
    }

    @Test func theHouseholdChoosesTheWebPagesLanguage() async throws {
        let cli = try CLIHarness()
        #expect(await cli.run("settings", "language").output.contains("follow each reader's browser language"))
        #expect(await cli.run("settings", "language", "de").output.contains("The web pages are in German for everyone in the household."))
        #expect(await cli.run("settings", "language", "--language", "fr").output.contains("Les pages web sont en allemand pour tout le foyer."))
        let refused = await cli.run("settings", "language", "klingon")
        #expect(refused.status != 0)
        #expect(refused.errors.contains("LunchBox does not speak “klingon”."))
        #expect(await cli.run("settings", "language").output.contains("German"))
        #expect(await cli.run("settings", "language", "auto").output.contains("browser"))
        #expect(await cli.run("settings", "language").output.contains("follow each reader's browser language"))
    }

    @Test func ideasAreWrappedInTheLocalesWords() async throws {
        let cli = try CLIHarness()
        await cli.run("inventory", "add", "Milch, Eier, 2 Äpfel, Vollkornbrot, Käse, Tomaten, Gurke")
        cli.environment["LANG"] = "sv_SE.UTF-8"
        let run = await cli.run("ideas")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Idéer till matlådan från Inbyggd offlinekock:"), "\(run.output)")
        #expect(run.output.contains("   Ingredienser: "))
        #expect(run.output.contains("   Uppskattat per lunch (ungefär "))
        #expect(run.output.contains(" g): cirka "))
        #expect(run.output.contains(" idéer till matlådan."))
        #expect(run.output.contains("Spara en med: lunchbox favorites add N"))
        #expect(!run.output.contains("Ingredients:"))
    }
}
