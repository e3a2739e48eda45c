import LunchBoxCore
import MCP

/// The tools `lunchbox mcp` offers, and the one place a call is checked, run and its error
/// put in words. Each tool parses its arguments, calls one use case and renders the result;
/// the words of an error are the command line's (`CLI.message(for:)`).
struct MCPToolbox: Sendable {
    /// Every tool, reading and writing.
    static let all: [MCPTool] = kitchen + ideas + plan + household

    /// The tools offered: only the reading ones when read-only.
    let tools: [MCPTool]
    let readOnly: Bool

    init(readOnly: Bool) {
        self.readOnly = readOnly
        tools = readOnly ? Self.all.filter { !$0.writes } : Self.all
    }

    /// Runs the tool `name`. A tool this server does not offer is a protocol error (as the
    /// MCP specification has it); anything wrong in the call or in what the tool does is a
    /// tool result with `isError`, in the CLI's words, so the assistant can correct itself.
    func call(_ name: String, arguments: [String: Value]?, in call: MCPCall) async throws -> CallTool.Result {
        guard let tool = tools.first(where: { $0.name == name }) else {
            if readOnly, Self.all.contains(where: { $0.name == name }) {
                throw MCPError.invalidParams("The tool \(name) changes the household, and this server is read-only (lunchbox mcp --read-only).")
            }
            throw MCPError.invalidParams("Unknown tool: \(name.prefix(80))")
        }
        do {
            return try await tool.run(try MCPArguments(arguments, parameters: tool.parameters), call).result
        } catch {
            return MCPReply.failure(Self.words(for: error, call.words))
        }
    }

    /// What the command line says of `error` after "Error: ", in the server's language.
    static func words(for error: any Error, _ words: Wording) -> String {
        CLI.message(for: error, words: words) ?? UserFacingError(error).message(words)
    }
}
