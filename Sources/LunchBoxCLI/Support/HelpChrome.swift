import Foundation
import LunchBoxCore

/// The argument parser's own words in a help page it rendered (its section titles, the
/// `--help` and `--version` lines, "(default: …)", "See '… <subcommand>' for detailed
/// help."), said in `words`' language. The parser writes them in English and has no way
/// to word them otherwise, so they are exchanged in its finished text, where they stand
/// alone; English, from its catalog, reads as the parser wrote it.
enum HelpChrome {
    static func translate(_ help: String, words: Wording) -> String {
        var lines = help.components(separatedBy: "\n")
        let usage = words("help.chrome.usage")
        var inUsage = false
        for index in lines.indices {
            var line = lines[index]
            if line.hasPrefix("USAGE: ") {
                line = usage + " " + line.dropFirst("USAGE: ".count)
                inUsage = true
            } else if inUsage, line.hasPrefix(String(repeating: " ", count: 7)) {
                // The usage's hanging indent follows its title's new width.
                line = String(repeating: " ", count: usage.count + 1) + line.dropFirst(7)
            } else {
                inUsage = false
                line = titled(line, words: words)
            }
            lines[index] = inline(line, words: words)
        }
        return lines.joined(separator: "\n")
    }

    /// A line that is one of the parser's titles, or begins with one.
    private static func titled(_ line: String, words: Wording) -> String {
        let titles = ["OVERVIEW:": "overview", "ARGUMENTS:": "arguments", "OPTIONS:": "options", "SUBCOMMANDS:": "subcommands"]
        for (title, key) in titles where line.hasPrefix(title) {
            return words("help.chrome.\(key)") + line.dropFirst(title.count)
        }
        if let match = line.wholeMatch(of: #/  See '(.+) <subcommand>' for detailed help\./#) {
            return "  " + words("help.chrome.seeHelp", String(match.output.1))
        }
        return line
    }

    /// The parser's words inside a line: the help and version flags' help, defaults, a
    /// default subcommand's mark (its column kept).
    private static func inline(_ line: String, words: Wording) -> String {
        var line = line
        for (english, key) in [("Show help information.", "help"), ("Show the version.", "version")] where line.hasSuffix(english) {
            line = line.dropLast(english.count) + words("help.chrome.\(key)")
        }
        line = line.replacing("(default:", with: "(" + words("help.chrome.default"))
        line = line.replacing("(values:", with: "(" + words("help.chrome.values"))
        if let match = line.firstMatch(of: /\(default\)( +)/) {
            let mark = "(" + words("help.chrome.isDefault") + ")"
            let width = "(default)".count + match.output.1.count
            line.replaceSubrange(match.range, with: mark + String(repeating: " ", count: max(1, width - mark.count)))
        }
        return line
    }
}
