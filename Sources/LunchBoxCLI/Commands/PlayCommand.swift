import ArgumentParser
import LunchBoxCore

/// `lunchbox play …`: points, level, streak, badges, challenges and the household board.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Points, badges, streaks, challenges and the household board (all kept on this computer).",
        subcommands: [Show.self, PlayAsCommand.self, TimeZoneCommand.self],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show where the current player stands; counts as the day's check-in.")

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
    static let configuration = CommandConfiguration(
        commandName: "timezone", abstract: "Show or set the time zone days and streaks count in.",
        discussion: "Examples: lunchbox play timezone Europe/Stockholm\n          lunchbox play timezone --reset")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "A time zone name such as America/New_York.") var name: String?
    @Flag(help: "Go back to this computer's time zone.") var reset = false

    func run() async throws {
        let services = Services(global)
        let play = try services.useCases().play
        if reset || name != nil { try await play.saveTimeZone(reset ? nil : name) }
        services.output.line(services.words("play.daysCountIn", TimeWording.zoneName(try await play.timeZone())))
    }
}
