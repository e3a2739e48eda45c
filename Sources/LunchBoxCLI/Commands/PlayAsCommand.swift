import ArgumentParser
import LunchBoxCore

/// `lunchbox play as NAME`: who is playing, chosen from the household's members (added and
/// renamed with `lunchbox household`).
struct PlayAsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "as", abstract: "Play as another household member.",
        discussion: "Example: lunchbox play as Sam (add people with: lunchbox household add NAME)")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The member's name (any case) or id.") var member: String

    func run() async throws {
        let services = Services(global)
        let useCases = try services.useCases()
        let member = try await useCases.household.member(member)
        try await useCases.play.switchPlayer(to: member.id)
        services.output.line(services.words("cli3.play.nowPlaying", member.name))
    }
}
