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

    /// How `tools/list` describes it. Only whether it reads is claimed: some writing tools
    /// remove or replace (kitchen_remove, household_set), and ideas may call the AI service,
    /// so the hints' cautious defaults for destructive and open-world are left as they are.
    var definition: Tool {
        Tool(name: name, description: summary, inputSchema: MCPParameter.schema(parameters), annotations: Tool.Annotations(readOnlyHint: !writes))
    }
}
