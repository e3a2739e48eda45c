import ArgumentParser
import MCP

/// `lunchbox mcp`: the household's kitchen, ideas, plan and shopping list for an assistant,
/// over the Model Context Protocol on standard input and output.
struct MCPCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "mcp",
            abstract: Help.say("help.mCP.abstract"),
            discussion:
                Help.say("help.mCP.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @Flag(name: .customLong("read-only"), help: .say("help.mCP.readOnly")) var readOnly = false

    func run() async throws {
        let services = Services(global)
        let face = MCPServerFace(useCases: try services.useCases(), context: services.context, words: services.words, readOnly: readOnly)
        try await face.serve(on: WaitingStdioTransport())
    }
}
