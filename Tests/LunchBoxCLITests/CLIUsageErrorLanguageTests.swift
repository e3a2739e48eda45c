import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxCLI

/// The argument parser's usage errors (a command or option that is not there, an
/// argument or value missing, a value it cannot read) are said in the reader's language,
/// with its "Usage:" and "See … --help" lines; English is the parser's own text, and a
/// message of a shape not known keeps its English.
@Suite("CLI usage errors in the reader's language")
struct CLIUsageErrorLanguageTests {
    /// Each shape: the command line, and its error line in German and in French.
    static let shapes: [(arguments: [String], german: String, french: String)] = [
        (["nosuchcommand"], "Fehler: Unerwartetes Argument 'nosuchcommand'", "Erreur : Argument inattendu 'nosuchcommand'"),
        (["ideas", "--bogus"], "Fehler: Unbekannte Option '--bogus'", "Erreur : Option inconnue '--bogus'"),
        (["ideas", "--lats"], "Fehler: Unbekannte Option '--lats'. Meintest du '--last'?", "Erreur : Option inconnue '--lats'. Vouliez-vous dire '--last' ?"),
        (["plan", "assign"], "Fehler: Das Argument '<meal>' fehlt", "Erreur : Argument attendu manquant '<meal>'"),
        (["ideas", "--save"], "Fehler: Für '--save <N>' fehlt der Wert", "Erreur : Valeur manquante pour '--save <N>'"),
        (
            ["ideas", "--engine", "nope"], "Fehler: Der Wert 'nope' ist für '--engine <engine>' ungültig. Gib 'auto', 'ai' oder 'offline' an.",
            "Erreur : La valeur 'nope' n'est pas valable pour '--engine <engine>'. Indiquez 'auto', 'ai' ou 'offline'."
        ),
        (["ideas", "a", "b"], "Fehler: 2 unerwartete Argumente: 'a' und 'b'", "Erreur : 2 arguments inattendus : 'a' et 'b'"),
        (
            ["ideas", "--last=3"], "Fehler: Die Option '--last' nimmt keinen Wert, aber du hast '3' angegeben.",
            "Erreur : L'option '--last' ne prend pas de valeur, mais vous avez indiqué '3'."
        ),
    ]

    @Test func eachShapeIsSaidInGermanAndFrench() async throws {
        let german = try CLIHarness()
        german.environment["LC_ALL"] = "de_DE.UTF-8"
        let french = try CLIHarness()
        french.environment["LC_ALL"] = "fr_FR.UTF-8"
        for shape in Self.shapes {
            let inGerman = await german.run(shape.arguments)
            #expect(inGerman.status == 2, "\(shape.arguments)")
            #expect(inGerman.errors.hasPrefix(shape.german + "\n"), "\(inGerman.errors)")
            let inFrench = await french.run(shape.arguments)
            #expect(inFrench.errors.hasPrefix(shape.french + "\n"), "\(inFrench.errors)")
        }
        // --language is read even from a command line the parser refused.
        let missing = await german.run(["plan", "assign", "--language", "de"])
        let lines = missing.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(missing.errors)")
        #expect(lines.dropFirst().first == "Hilfe:  <meal>  Die Nummer des Gerichts in lunchbox meals list oder der Anfang seiner ID.")
        #expect(lines.dropFirst(2).first?.hasPrefix("Aufruf: lunchbox plan assign [--database <path>]") == true)
        #expect(lines.last == "  Mehr dazu: 'lunchbox plan assign --help'.")
    }

    /// The reader's words only, every one from the catalog: nothing is left outside the marks.
    @Test(arguments: [Language.german, .spanish, .swedish])
    func everyWordOfAUsageErrorComesFromTheCatalog(_ language: Language) async throws {
        let cli = try CLIHarness()
        cli.marksWords = true
        cli.environment["LC_ALL"] = Self.locales[language]
        for shape in Self.shapes {
            let run = await cli.run(shape.arguments)
            // As in help: options and placeholders are the command line's own, not words.
            #expect(!run.errors.isEmpty && CLIHelpLanguageTests.unmarked(in: run.errors, commandNames: []).isEmpty, "\(shape.arguments): \(run.errors)")
        }
    }

    /// In English the error reads exactly as the parser wrote it, for every shape.
    @Test func englishIsTheParsersOwnText() async throws {
        let cli = try CLIHarness()
        for shape in Self.shapes {
            let run = await cli.run(shape.arguments)
            #expect(run.status == 2)
            #expect(run.errors == Self.parsersText(shape.arguments) + "\n", "\(shape.arguments)")
        }
    }

    /// A message of a shape not known keeps the parser's English under the reader's "Error:".
    @Test func anUnknownShapeKeepsTheParsersEnglish() {
        let german = LanguageOptions.wordings[.german]
        #expect(UsageErrorWording.message("Command 'x' is not a parent of the current command.", words: german) == nil)
        #expect(UsageErrorWording.message("The value 'x' is invalid.", words: german) == nil)
        let text = "Error: Something newer parsers say\nUsage: lunchbox ideas\n  See 'lunchbox ideas --help' for more information."
        #expect(UsageErrorWording.translate(text, words: german) == "Fehler: Something newer parsers say\nAufruf: lunchbox ideas\n  Mehr dazu: 'lunchbox ideas --help'.")
        #expect(UsageErrorWording.translate(text, words: LanguageOptions.wordings[.english]) == text)
        let swedish = UsageErrorWording.message("The value '9' is invalid for '--week <week>': Not a week.", words: LanguageOptions.wordings[.swedish])
        #expect(swedish == "Värdet '9' är ogiltigt för '--week <week>': Not a week.")
    }

    /// The locale, not --language: the root command has no --language, and an option
    /// missing its value would take it.
    private static let locales: [Language: String] = [.german: "de_DE.UTF-8", .spanish: "es_ES.UTF-8", .swedish: "sv_SE.UTF-8"]

    private static func parsersText(_ arguments: [String]) -> String {
        do {
            _ = try LunchBoxCommand.parseAsRoot(arguments)
            return ""
        } catch {
            return LunchBoxCommand.fullMessage(for: error)
        }
    }
}
