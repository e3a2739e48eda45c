import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxCLI

/// `lunchbox --help` speaks the reader's language: every command's help, rendered with every
/// phrase marked ⟦ ⟧, has no words outside the marks but the command line's own (command
/// and option names, placeholders, the values an option takes), and English reads as it
/// did before the help moved to the catalog.
@Suite("CLI help in every language")
struct CLIHelpLanguageTests {
    @Test(arguments: Language.allCases)
    func everyCommandsHelpComesFromTheCatalog(_ language: Language) async throws {
        let cli = try CLIHarness()
        let commands = await Self.commands(in: cli)
        #expect(commands.count > 60, "\(commands.count) commands found")
        let names = Set(commands.flatMap { $0 } + Self.aliases)
        cli.marksWords = true
        // The locale, not --language: a group with a default subcommand answers
        // "group --help --language de" with its default subcommand's help.
        cli.environment["LC_ALL"] = Self.locales[language]
        var unmarked: [String] = []
        for command in commands {
            let help = await cli.run(command + ["--help"])
            #expect(help.status == 0, "\(command): \(help.errors)")
            unmarked += Self.unmarked(in: help.output, commandNames: names).map { "\(command.joined(separator: " ")): \($0)" }
        }
        #expect(unmarked.isEmpty, "\(language):\n\(unmarked.joined(separator: "\n"))")
    }

    @Test func theCheckSeesEnglishOutsideTheMarks() {
        let names: Set<String> = ["inventory", "add"]
        #expect(Self.unmarked(in: "⟦ÜBERSICHT:⟧ ⟦Hinzufügen⟧\n  --json   Print JSON.\n", commandNames: names) == ["Print", "JSON"])
        #expect(Self.unmarked(in: "⟦AUFRUF:⟧ lunchbox inventory add [--json] <names> ...\n  --port <port>  ⟦Port⟧ (⟦Standard:⟧ 8080)\n", commandNames: names).isEmpty)
    }

    @Test func helpsLanguageIsTheCommandLinesThenTheLocalesThenEnglish() {
        let german = ["LANG": "de_DE.UTF-8"]
        #expect(LanguageOptions.words(arguments: ["inventory", "--help", "--language", "fr"], environment: german).language == .french)
        #expect(LanguageOptions.words(arguments: ["--language=es", "--help"], environment: german).language == .spanish)
        #expect(LanguageOptions.words(arguments: ["--help"], environment: german).language == .german)
        #expect(LanguageOptions.words(arguments: ["--help"], environment: ["LC_ALL": "sv_SE.UTF-8", "LANG": "de_DE.UTF-8"]).language == .swedish)
        #expect(LanguageOptions.words(arguments: ["--help", "--language", "xx"], environment: [:]).language == .english)
    }

    @Test func germanFromTheLanguageOptionTheLocaleAndTheHelpCommand() async throws {
        let cli = try CLIHarness()
        let root = await cli.run("--language", "de", "--help")
        #expect(root.output.hasPrefix("ÜBERSICHT: Pack eine Lunchbox aus dem, was im Kühlschrank ist."), "\(root.output)")
        let leaf = await cli.run("inventory", "add", "--help", "--language", "de")
        #expect(leaf.output.hasPrefix("ÜBERSICHT: Lebensmittel hinzufügen"), "\(leaf.output)")
        #expect(leaf.output.contains("AUFRUF: lunchbox inventory add"))
        let overview = "ÜBERSICHT: Die Lebensmittel ansehen und ändern, die du hast."
        cli.environment["LANG"] = "de_DE.UTF-8"
        let locale = await cli.run("inventory", "--help")
        #expect(locale.output.hasPrefix(overview), "\(locale.output)")
        #expect(locale.output.contains("UNTERBEFEHLE:"))
        #expect(locale.output.contains("list (Standard)"))
        #expect(locale.output.contains("Ausführliche Hilfe: 'lunchbox help inventory <subcommand>'."))
        let helpCommand = await cli.run("help", "inventory")
        #expect(helpCommand.output.hasPrefix(overview), "\(helpCommand.output)")
        let french = await cli.run("inventory", "add", "--help", "--language", "fr")
        #expect(french.output.contains("UTILISATION : lunchbox inventory add"), "\(french.output)")
        #expect(french.output.contains("Afficher l'aide."))
    }

    /// English help, word for word as the argument parser printed it before it came from the
    /// catalog (line breaks follow the terminal's width, so spaces are compared as one).
    @Test func englishHelpIsUnchanged() async throws {
        let cli = try CLIHarness()
        let help = await cli.run("inventory", "add", "--help")
        #expect(Self.words(help.output) == Self.words(Self.englishInventoryAdd))
        cli.environment["LANG"] = "sv_SE.UTF-8"
        let chosen = await cli.run("inventory", "add", "--help", "--language", "en")
        #expect(Self.words(chosen.output) == Self.words(Self.englishInventoryAdd))
    }

    static let englishInventoryAdd = """
        OVERVIEW: Add foods (each name becomes an item; a number in front is the quantity).

        Example: lunchbox inventory add eggs bread "cherry tomatoes" "2 wraps"

        USAGE: lunchbox inventory add [--database <path>] [--language <code>] [--json] <names> ... [--quantity <quantity>] [--best-before <best-before>] [--use-by <use-by>]

        ARGUMENTS:
          <names>                 Food names. Quote names with spaces.

        OPTIONS:
          --database <path>       The SQLite database file (default: $LUNCHBOX_DATABASE, else ~/.local/share/lunchbox/lunchbox.sqlite).
          --language <code>       The language to answer in (default: from LC_ALL, LC_MESSAGES or LANG, else en). (values: en, de, fr, es, sv)
          --json                  Print JSON instead of text, for scripts.
          --quantity <quantity>   Free-text quantity, such as "6" or "half a loaf" (one item at a time).
          --best-before <best-before>
                                  The date on the pack, read as the food's usual kind: YYYY-MM-DD, today, tomorrow or +N days.
          --use-by <use-by>       The pack's use-by date (never used after it): YYYY-MM-DD, today, tomorrow or +N days.
          --version               Show the version.
          -h, --help              Show help information.
        """

    static let locales: [Language: String] = [.english: "en_GB.UTF-8", .german: "de_DE.UTF-8", .french: "fr_FR.UTF-8", .spanish: "es_ES.UTF-8", .swedish: "sv_SE.UTF-8"]

    /// Another name a command answers to ("prefs, preferences").
    static let aliases = ["preferences"]

    /// Every command's words, from the root down, as the English help lists them.
    static func commands(in cli: CLIHarness) async -> [[String]] {
        var found: [[String]] = []
        var waiting: [[String]] = [[]]
        while let command = waiting.popLast() {
            found.append(command)
            let help = await cli.run(command + ["--help"]).output
            let section = help.components(separatedBy: "SUBCOMMANDS:").dropFirst().first ?? ""
            for line in section.components(separatedBy: "\n\n").first?.split(separator: "\n") ?? [] {
                if let name = line.firstMatch(of: /^  ([a-z][a-z-]*)/)?.output.1 { waiting.append(command + [String(name)]) }
            }
        }
        return found
    }

    /// The words of `help` outside the marks that are not the command line's own: command
    /// names, options (`--json`, `-h`), placeholders (`<name>`), and the values and defaults
    /// the parser lists after its marked label ("(⟦Standard:⟧ 8080)").
    static func unmarked(in help: String, commandNames: Set<String>) -> [String] {
        var rest = help.replacing(/\(⟦[^⟦⟧]*⟧[^()]*\)/, with: "")
        while let marked = rest.firstMatch(of: /⟦[^⟦⟧]*⟧/) { rest.removeSubrange(marked.range) }
        return rest.split(whereSeparator: \.isWhitespace).compactMap { token in
            if token.hasPrefix("-") || token.hasPrefix("<") || token.hasPrefix("[-") || token.hasPrefix("[<") { return nil }
            let word = token.trimmingCharacters(in: CharacterSet.letters.inverted)
            guard word.contains(where: \.isLetter), word != "lunchbox", !commandNames.contains(word) else { return nil }
            return word
        }
    }

    /// `text`'s words, however its lines are broken.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }
}
