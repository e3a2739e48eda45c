import MCP

/// One tool the MCP server offers: its name, what it does, its arguments, and the one use
/// case call it makes. `writes` is false for the reading tools `--read-only` keeps.
struct MCPTool: Sendable {
    let name: String
    let summary: String
    let parameters: [MCPParameter]
    let writes: Bool
    let run: @Sendable (MCPArguments, MCPCall) async throws -> MCPReply

    static func reading(
        _ name: String, _ summary: String, _ parameters: [MCPParameter] = [], run: @escaping @Sendable (MCPArguments, MCPCall) async throws -> MCPReply
    ) -> MCPTool {
        MCPTool(name: name, summary: summary, parameters: parameters, writes: false, run: run)
    }

    static func writing(
        _ name: String, _ summary: String, _ parameters: [MCPParameter] = [], run: @escaping @Sendable (MCPArguments, MCPCall) async throws -> MCPReply
    ) -> MCPTool {
        MCPTool(name: name, summary: summary, parameters: parameters, writes: true, run: run)
    }

    /// How `tools/list` describes it.
    var definition: Tool {
        Tool(
            name: name, description: summary, inputSchema: MCPParameter.schema(parameters),
            annotations: Tool.Annotations(readOnlyHint: !writes, destructiveHint: writes ? false : nil, openWorldHint: false))
    }
}
