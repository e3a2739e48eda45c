import ArgumentParser

/// Options every command accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: .say("help.globalOptions.database", valueName: "path"))
    var database: String?
    @OptionGroup var language: LanguageOptions
}

/// `--json` for commands that print data.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: .say("help.outputOptions.json"))
    var json = false
}
