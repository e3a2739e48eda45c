import ArgumentParser
import MCP

/// `lunchbox mcp`: the household's kitchen, ideas, plan and shopping list for an assistant,
/// over the Model Context Protocol on standard input and output.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the household to an assistant over MCP (standard input and output).",
        discussion:
            "An assistant's configuration starts it: command lunchbox, args [\"mcp\"]. It sees the same household as the other commands and lunchbox serve (the same --database). From another machine: ssh HOST lunchbox mcp. With --read-only it offers only the tools that read."
    )

    @OptionGroup var global: GlobalOptions
    @Flag(name: .customLong("read-only"), help: "Offer only the tools that read: nothing in the household can be changed.") var readOnly = false

    func run() async throws {
        let services = Services(global)
        let face = MCPServerFace(useCases: try services.useCases(), context: services.context, words: services.words, readOnly: readOnly)
        try await face.serve(on: WaitingStdioTransport())
    }
}
