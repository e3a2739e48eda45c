import ArgumentParser

/// Options every command accepts.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The SQLite database file (default: $LUNCHBOX_DATABASE, else ~/.local/share/lunchbox/lunchbox.sqlite).", valueName: "path"))
    var database: String?
    @OptionGroup var language: LanguageOptions
}

/// `--json` for commands that print data.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text, for scripts.")
    var json = false
}
