import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension FavoritesCommand {
    /// `lunchbox favorites card N --style S --output F.png`: a saved idea as an image.
    struct Card: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.favorites.card.abstract"),
                discussion: Help.say("help.favorites.card.discussion", ShareCardStyle.choices)
            )
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.favorites.card.favorite")) var favorite: String
        @Option(name: .shortAndLong, help: .say("help.favorites.card.style", ShareCardStyle.choices, valueName: "style"))
        var style: String = ShareCardStyle.standard.rawValue
        @Option(name: .shortAndLong, help: .say("help.favorites.card.output", valueName: "file")) var output: String?
        @Flag(help: .say("help.favorites.card.force")) var force = false

        func validate() throws {
            do {
                _ = try ShareCardStyle.parse(style)
                _ = try format()
            } catch let error as ShareCardError {
                throw ValidationError(error.localizedDescription)
            }
        }

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let idea = try await FavoritesCommand.resolve(favorite, favorites: useCases.favorites)
            let file = try await useCases.shareCards.file(for: .favorite(idea.id), style: try ShareCardStyle.parse(style), format: try format())
            let url = URL(fileURLWithPath: output ?? file.fileName)
            let exists = CLIError("cli2.card.exists", .text(url.path), hint: Fault("cli2.hint.force", [.text("--force"), .text("--output")]))
            if !force, FileManager.default.fileExists(atPath: url.path) { throw exists }
            do {
                try file.data.write(to: url, options: force ? .atomic : .withoutOverwriting)
            } catch let error as CocoaError where error.code == .fileWriteFileExists {
                throw exists
            } catch {
                throw CLIError("cli2.error.cannotWrite", .text(url.path), .text(error.localizedDescription), hint: Fault("cli2.hint.writableFile"))
            }
            services.output.line(services.words("cli2.card.wrote", try ShareCardStyle.parse(style).rawValue, idea.name, url.path))
        }

        /// The format the output file's extension names; PNG when no file is given.
        private func format() throws -> ShareCardFormat {
            guard let output else { return .png }
            return try ShareCardFormat.parse(URL(fileURLWithPath: output).pathExtension)
        }
    }
}
