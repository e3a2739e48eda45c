import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox settings …`: the AI service, its key, and the privacy notice.
struct SettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Configure the AI service: key, base URL, model, presets.",
        subcommands: [
            Show.self, SetKey.self, DeleteKey.self, BaseURL.self, Model.self, Timeout.self, MaxTokens.self, Preset.self, Scan.self, HouseholdLanguage.self, HouseholdUnits.self, Privacy.self,
        ],
        defaultSubcommand: Show.self
    )

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
        static let configuration = CommandConfiguration(abstract: "Show the AI settings (never the key).")

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
        static let configuration = CommandConfiguration(
            commandName: "set-key",
            abstract: "Save the API key (asked for with hidden typing, or read from standard input).",
            discussion:
                "Paste the key when asked, or pipe it in: printenv OPENAI_API_KEY | lunchbox settings set-key\nThe key is never taken as an argument, which would keep it in your shell history."
        )

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
        static let configuration = CommandConfiguration(commandName: "delete-key", abstract: "Delete the saved API key.")

        @OptionGroup var global: GlobalOptions

        func run() async throws {
            let services = Services(global)
            try services.useCases().settings.deleteKey()
            services.output.line(services.words("cli2.settings.keyDeleted"))
        }
    }

    struct BaseURL: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "base-url", abstract: "Set the OpenAI-compatible base URL (https, or http on this computer).")

        @OptionGroup var global: GlobalOptions
        @Argument(help: "For example https://api.openai.com/v1 or http://localhost:11434/v1") var url: String

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(baseURL: url))
            services.output.line(services.words("cli2.settings.baseURLSet", saved.baseURL))
        }
    }

    struct Model: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set the model name, such as gpt-4o-mini.")

        @OptionGroup var global: GlobalOptions
        @Argument(help: "The model name as the service knows it.") var name: String

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(model: name))
            services.output.line(services.words("cli2.settings.modelSet", saved.model))
        }
    }

    struct Timeout: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set how many seconds to wait for the AI service (5 to 600; default 60).")

        @OptionGroup var global: GlobalOptions
        @Argument(help: "Seconds, such as 90 for a slow local model.") var seconds: Double

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(timeoutSeconds: seconds))
            services.output.line(services.words("cli2.settings.timeoutSet", Int(saved.timeoutSeconds)))
        }
    }

    struct MaxTokens: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "max-tokens", abstract: "Set the most tokens a reply may have (64 to 16384; default 1500).")

        @OptionGroup var global: GlobalOptions
        @Argument(help: "Tokens, such as 3000 for a model that writes long ideas.") var tokens: Int

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().settings.update(SettingsChange(maxTokens: tokens))
            services.output.line(services.words("cli2.settings.maxTokensSet", saved.maxTokens))
        }
    }

    struct Preset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Use a known service's base URL and default model; without a name, list them.")

        /// A preset as `--json` lists it.
        struct Listing: Encodable {
            let name: String
            let title: String
            let baseURL: String
            let model: String
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "openai, openrouter, groq, ollama or lmstudio") var name: String?

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
        static let configuration = CommandConfiguration(abstract: "Show how LunchBox handles your data.")

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
