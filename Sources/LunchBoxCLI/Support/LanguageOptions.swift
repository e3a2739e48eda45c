import ArgumentParser
import LunchBoxCore

/// `--language`, else the POSIX locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English:
/// the language a command speaks in.
struct LanguageOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The language to answer in (default: from LC_ALL, LC_MESSAGES or LANG, else en).", valueName: "code"))
    var language: Language?

    /// The words for this run, from the catalogs loaded once, for the locale's region
    /// (`LANG=en_US.UTF-8`: US units and weeks from Sunday, unless the household chose).
    func words(environment: [String: String]) -> Wording {
        Wordings()[language ?? Language.preferred(environment: environment) ?? .english].following(region: LocaleRegion.preferred(environment: environment))
    }
}

extension Language: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(tag: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
