import ArgumentParser
import LunchBoxCore

/// `lunchbox play as NAME`: who is playing, chosen from the household's members (added and
/// renamed with `lunchbox household`).
struct PlayAsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "as", abstract: Help.say("help.playAs.abstract"),
            discussion: Help.say("help.playAs.discussion"))
    }
    @OptionGroup var global: GlobalOptions
    @Argument(help: .say("help.playAs.member")) var member: String

    func run() async throws {
        let services = Services(global)
        let useCases = try services.useCases()
        let member = try await useCases.household.member(member)
        try await useCases.play.switchPlayer(to: member.id)
        services.output.line(services.words("cli3.play.nowPlaying", member.name))
    }
}
