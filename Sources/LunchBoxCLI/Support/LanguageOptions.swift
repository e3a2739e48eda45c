import ArgumentParser
import LunchBoxCore

/// `--language`, else the POSIX locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English:
/// the language a command speaks in.
struct LanguageOptions: ParsableArguments {
    @Option(name: .long, help: .say("help.languageOptions.language", valueName: "code"))
    var language: Language?

    /// The catalogs, loaded once a process.
    static let wordings = Wordings()

    /// The words for this run, from the catalogs loaded once.
    func words(context: CLIContext) -> Wording {
        Self.words(language, context: context)
    }

    /// The words for `language`, else the context's locale's, for the locale's region
    /// (`LANG=en_US.UTF-8`: US units and weeks from Sunday, unless the household chose);
    /// every phrase marked when the context asks (`CLIContext.marksWords`, a test's).
    static func words(_ language: Language?, context: CLIContext) -> Wording {
        words(language, environment: context.environment, marked: context.marksWords)
    }

    /// The words for `language`, else the locale `environment` names, else English.
    static func words(_ language: Language?, environment: [String: String], marked: Bool = false) -> Wording {
        let words = wordings[language ?? Language.preferred(environment: environment) ?? .english]
            .following(region: LocaleRegion.preferred(environment: environment))
        return marked ? words.marking : words
    }

    /// The words for a command line whose command may not have run (its error is printed
    /// after it failed): `--language` read from the arguments as the parser would.
    static func words(arguments: [String], context: CLIContext) -> Wording {
        words(arguments: arguments, environment: context.environment, marked: context.marksWords)
    }

    /// The words for `arguments` and `environment`: the command line's last valid
    /// `--language`, else the locale's language, else English.
    static func words(arguments: [String], environment: [String: String], marked: Bool = false) -> Wording {
        var given: Language?
        for (index, argument) in arguments.enumerated() {
            if argument == "--language", index + 1 < arguments.count {
                given = Language(tag: arguments[index + 1]) ?? given
            } else if argument.hasPrefix("--language=") {
                given = Language(tag: String(argument.dropFirst("--language=".count))) ?? given
            }
        }
        return words(given, environment: environment, marked: marked)
    }
}

extension Language: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(tag: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
