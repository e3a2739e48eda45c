import ArgumentParser
import LunchBoxCore

/// The words of `lunchbox --help`, in the language the command line asks for.
///
/// The argument parser builds help from each command's `configuration` (a computed
/// property) and the `help:` of its options, evaluated when it makes the command, which is
/// after `CLI.run` has put the command line in the task's context: so `Help.say` reads
/// `--language` from those arguments, else `LC_ALL`, `LC_MESSAGES` or `LANG`
/// (`LanguageOptions.words(arguments:environment:)`, the rule every command follows).
/// Keys are in `help.strings`.
enum Help {
    /// The phrase for `key` in the running command line's language.
    static func say(_ key: String) -> String {
        words()(key)
    }

    /// The phrase for `key` with its one argument (a list of choices) filled in.
    static func say(_ key: String, _ argument: String) -> String {
        words()(key, argument)
    }

    /// The words for the command line in the task's context (`CLIContext.current`).
    static func words() -> Wording {
        let context = CLIContext.current
        return LanguageOptions.words(arguments: context.arguments, context: context)
    }
}

extension ArgumentHelp {
    /// An option's or argument's help: the phrase for `key` (`Help.say`).
    static func say(_ key: String, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(Help.say(key), valueName: valueName)
    }

    /// An option's help with its one argument filled in (`Help.say(_:_:)`).
    static func say(_ key: String, _ argument: String, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(Help.say(key, argument), valueName: valueName)
    }
}
