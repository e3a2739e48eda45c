import Foundation
import LunchBoxCore

/// The argument parser's usage errors ("Error: Unknown option '--bogus'", its "Help:" and
/// "Usage:" lines and "See '… --help' for more information."), said in `words`' language.
/// swift-argument-parser 1.8.2 keeps its error kinds internal and writes only English, so
/// its few stable message shapes are recognised in its finished text and worded from
/// `cli5.strings` with the names and values it quoted; a message of another shape (a newer
/// parser's, or a command's own validation) keeps the parser's English. English, from its
/// catalog, reads as the parser wrote it.
enum UsageErrorWording {
    static func translate(_ text: String, words: Wording) -> String {
        var lines = text.components(separatedBy: "\n")
        var usageIndent: Int?
        for index in lines.indices {
            let line = lines[index]
            if let usage = usageIndent, line.hasPrefix(String(repeating: " ", count: 7)) {
                // The usage's hanging indent follows its title's new width.
                lines[index] = String(repeating: " ", count: usage) + line.dropFirst(7)
                continue
            }
            usageIndent = nil
            if line.hasPrefix("Error: ") {
                let english = String(line.dropFirst("Error: ".count))
                lines[index] = words("cli2.error", message(english, words: words) ?? english)
            } else if line.hasPrefix("Help:  ") {
                lines[index] = words("cli5.usage.help", String(line.dropFirst("Help:  ".count)))
            } else if line.hasPrefix("Usage: ") {
                let title = words("cli5.usage.usage", "")
                lines[index] = words("cli5.usage.usage", String(line.dropFirst("Usage: ".count)))
                usageIndent = title.count
            } else if let match = line.wholeMatch(of: #/  See '(.+)' for more information\./#) {
                lines[index] = "  " + words("cli5.usage.seeHelp", String(match.output.1))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The parser's message in `words`' language, when it has one of the shapes it words;
    /// nil for any other.
    static func message(_ english: String, words: Wording) -> String? {
        if let match = english.wholeMatch(of: #/Unknown option '(.+)'\. Did you mean '(.+)'\?/#) {
            return words("cli5.usage.unknownOptionDidYouMean", String(match.output.1), String(match.output.2))
        }
        if let match = english.wholeMatch(of: #/Unknown option '(.+)'/#) {
            return words("cli5.usage.unknownOption", String(match.output.1))
        }
        if let match = english.wholeMatch(of: #/Unexpected argument '(.+)'/#) {
            return words("cli5.usage.unexpectedArgument", String(match.output.1))
        }
        if let match = english.wholeMatch(of: #/([0-9]+) unexpected arguments: '(.+)'/#), let count = Int(match.output.1) {
            let values = match.output.2.components(separatedBy: "', '")
            // Always two or more: the parser says one as "Unexpected argument".
            return words("cli5.usage.unexpectedArguments", count, list(values, english: "'\(match.output.2)'", words: words, and: true))
        }
        if let match = english.wholeMatch(of: #/Missing expected argument '(.+)'/#) {
            return words("cli5.usage.missingArgument", String(match.output.1))
        }
        if let match = english.wholeMatch(of: #/Missing value for '(.+)'/#) {
            return words("cli5.usage.missingValue", String(match.output.1))
        }
        if english == "Missing required subcommand." {
            return words("cli5.usage.missingSubcommand")
        }
        if let match = english.wholeMatch(of: #/The option '(.+)' does not take any value, but '(.+)' was specified\./#) {
            return words("cli5.usage.takesNoValue", String(match.output.1), String(match.output.2))
        }
        return invalidValue(english, words: words)
    }

    /// "The value 'x' is invalid for '--y <z>'", with what the option takes.
    private static func invalidValue(_ english: String, words: Wording) -> String? {
        guard let match = english.wholeMatch(of: #/The value '(.*)' is invalid for '([^']+)'(.*)/#) else { return nil }
        let (value, option, rest) = (String(match.output.1), String(match.output.2), String(match.output.3))
        if rest.isEmpty {
            return words("cli5.usage.invalidValue", value, option)
        }
        if let choices = rest.wholeMatch(of: #/\. Please provide one of (.+)\./#) {
            let given = String(choices.output.1)
            let values = given.split(separator: /', '|' or '|' and '/).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            return words("cli5.usage.invalidValueChoices", value, option, list(values, english: given, words: words, and: false))
        }
        if rest == ". Please provide one of the following:" {
            return words("cli5.usage.invalidValueFollowing", value, option)
        }
        if rest.hasPrefix(": ") {
            // Why, in the words of the value's own type (ours are worded already).
            return words("cli5.usage.invalidValueBecause", value, option, String(rest.dropFirst(2)))
        }
        return nil
    }

    /// Quoted values joined the reader's way; in English as the parser joined them (it says
    /// "'a' and 'b'" for two choices, and that stays as it was).
    private static func list(_ values: [String], english: String, words: Wording, and: Bool) -> String {
        guard words.language != .english else { return english }
        let quoted = values.map { "'\($0)'" }
        return and ? words.and(quoted) : words.or(quoted)
    }
}
