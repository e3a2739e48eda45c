import ArgumentParser
import LunchBoxCore

/// `lunchbox play …`: points, level, streak, badges, challenges and the household board.
struct PlayCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "play",
            abstract: Help.say("help.play.abstract"),
            subcommands: [Show.self, PlayAsCommand.self, TimeZoneCommand.self],
            defaultSubcommand: Show.self
        )
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.play.show.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let play = try services.useCases().play
            let change = try await play.checkIn()
            let summary = try await play.summary()
            if format.json {
                return try JSONOutput.print(PlayOutput(change: change, summary: summary), to: services.output)
            }
            for line in PlayText.lines(for: summary, change: change, words: services.words) { services.output.line(line) }
        }
    }

    /// What `play --json` prints.
    struct PlayOutput: Encodable {
        let change: PlayChange
        let summary: PlaySummary
    }
}

/// `lunchbox play timezone [NAME]`: the time zone days and streaks count in.
struct TimeZoneCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "timezone", abstract: Help.say("help.timeZone.abstract"),
            discussion: Help.say("help.timeZone.discussion"))
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.timeZone.name")) var name: String?
    @Flag(help: .say("help.timeZone.reset")) var reset = false

    func run() async throws {
        let services = Services(global)
        let play = try services.useCases().play
        if reset || name != nil { try await play.saveTimeZone(reset ? nil : name) }
        services.output.line(services.words("play.daysCountIn", TimeWording.zoneName(try await play.timeZone())))
    }
}
