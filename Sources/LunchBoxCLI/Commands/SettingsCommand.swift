import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox settings …`: the AI service, its key, and the privacy notice.
struct SettingsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "settings",
            abstract: Help.say("help.settings.abstract"),
            subcommands: [
                Show.self, SetKey.self, DeleteKey.self, BaseURL.self, Model.self, Timeout.self, MaxTokens.self, Preset.self, Scan.self, HouseholdLanguage.self, HouseholdUnits.self, Privacy.self,
            ],
            defaultSubcommand: Show.self
        )
    }

    /// What `settings show --json` prints: the shared summary (never the key) and where
    /// this computer keeps the key and the database.
    struct Summary: Encodable {
        private enum Keys: String, CodingKey {
            case credentialsFile, database
        }

        let settings: SettingsSummary
        let credentialsFile: String
        let database: String

        func encode(to encoder: any Encoder) throws {
            try settings.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(credentialsFile, forKey: .credentialsFile)
            try container.encode(database, forKey: .database)
        }
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.settings.show.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let settings = try await services.useCases().settings.summary()
            let credentialsFile = services.context.paths.credentialsFile.path
            if format.json {
                return try JSONOutput.print(Summary(settings: settings, credentialsFile: credentialsFile, database: services.databasePath), to: services.output)
            }
            let out = services.output
            let words = services.words
            out.line(words("cli2.settings.baseURL", "\(settings.baseURL)\(settings.matchingPreset.map { "  (\($0.title))" } ?? "")"))
            out.line(words("cli2.settings.model", settings.model))
            out.line(words("cli2.settings.timeout", Int(settings.timeoutSeconds)))
            out.line(words("cli2.settings.replies", settings.maxTokens))
            switch (settings.keyEndsWith, settings.keyFromEnvironment) {
            case (.some(let suffix), true): out.line(words("cli2.settings.keyFromEnvironment", "LUNCHBOX_API_KEY", suffix))
            case (.some(let suffix), false): out.line(words("cli2.settings.keySaved", suffix, credentialsFile))
            case (nil, _): out.line(words("cli2.settings.noKey", "lunchbox settings set-key"))
            }
            out.line(words("cli2.settings.database", services.databasePath))
            out.line(words("cli2.settings.privacy", "lunchbox settings privacy"))
        }
    }

    struct SetKey: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "set-key",
                abstract: Help.say("help.settings.setKey.abstract"),
                discussion:
                    Help.say("help.settings.setKey.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @Argument(parsing: .allUnrecognized, help: .hidden) var stray: [String] = []

        func run() async throws {
            let services = Services(global)
            guard stray.isEmpty else {
                throw CLIError("cli2.settings.keyAsArgument", hint: Fault("cli2.hint.pasteKeyCommand", [.text("lunchbox settings set-key")]))
            }
            if services.context.inputIsTerminal {
                services.errors.write(services.words("cli2.settings.pasteKey") + " ")
            }
            guard let line = services.context.input.readLine(hidingInput: true) else {
                throw CLIError("cli2.settings.noKeyGiven", hint: Fault("cli2.hint.pasteKey"))
            }
            let settings = try services.useCases().settings
            let suffix = try settings.saveKey(line)
            services.output.line(services.words("cli2.settings.keySet", suffix, services.context.paths.credentialsFile.path))
            if settings.keyFromEnvironment {
                services.errors.line(services.words("cli2.settings.environmentWins", "LUNCHBOX_API_KEY"))
            }
        }
    }

    struct DeleteKey: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "delete-key", abstract: Help.say("help.settings.deleteKey.abstract"))
        }

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            let services = Services(global)
            try services.useCases().settings.deleteKey()
            services.output.line(services.words("cli2.settings.keyDeleted"))
        }
    }

    struct BaseURL: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "base-url", abstract: Help.say("help.settings.baseURL.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.settings.baseURL.url")) var url: String

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(baseURL: url))
            services.output.line(services.words("cli2.settings.baseURLSet", saved.baseURL))
        }
    }

    struct Model: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.settings.model.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.settings.model.name")) var name: String

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(model: name))
            services.output.line(services.words("cli2.settings.modelSet", saved.model))
        }
    }

    struct Timeout: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.settings.timeout.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.settings.timeout.seconds")) var seconds: Double

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(timeoutSeconds: seconds))
            services.output.line(services.words("cli2.settings.timeoutSet", Int(saved.timeoutSeconds)))
        }
    }

    struct MaxTokens: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "max-tokens", abstract: Help.say("help.settings.maxTokens.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.settings.maxTokens.tokens")) var tokens: Int

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(maxTokens: tokens))
            services.output.line(services.words("cli2.settings.maxTokensSet", saved.maxTokens))
        }
    }

    struct Preset: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.settings.preset.abstract"))
        }

        /// A preset as `--json` lists it.
        struct Listing: Encodable {
            let name: String
            let title: String
            let baseURL: String
            let model: String
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.settings.preset.name")) var name: String?

        func run() async throws {
            let services = Services(global)
            guard let name else {
                if format.json {
                    let listing = AIProviderPreset.allCases.map { Listing(name: $0.rawValue, title: $0.title, baseURL: $0.baseURL.absoluteString, model: $0.defaultModel) }
                    return try JSONOutput.print(listing, to: services.output)
                }
                for preset in AIProviderPreset.allCases {
                    let name = preset.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                    services.output.line(services.words("cli2.settings.presetLine", name, preset.baseURL.absoluteString, preset.defaultModel))
                }
                return
            }
            let preset = try AIProviderPreset(named: name)
            try await services.useCases().settings.applyPreset(preset)
            services.output.line(services.words("cli2.settings.presetUsed", preset.title, preset.baseURL.absoluteString, preset.defaultModel))
            services.output.line(services.words("settings.presets.hint.\(preset.rawValue)"))
        }
    }

    struct Privacy: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.settings.privacy.abstract"))
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            let context = CLIContext.current
            let words = language.words(context: context)
            context.output.line(PrivacyNotice.title(words))
            context.output.line()
            context.output.line(PrivacyNotice.text(words))
        }
    }
}
