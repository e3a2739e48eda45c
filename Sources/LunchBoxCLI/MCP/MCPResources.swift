import MCP

/// The household as documents an assistant can read without calling a tool: the kitchen,
/// the week and its shopping list. Each is the JSON of the reading tool that shows the
/// same thing, so a resource and its tool never disagree.
struct MCPResources: Sendable {
    private struct Document: Sendable {
        let uri: String
        let name: String
        let summary: String
        let tool: String
    }

    private static let documents = [
        Document(uri: "lunchbox://kitchen", name: "Kitchen", summary: "The food in the kitchen, use-soon first.", tool: "kitchen_list"),
        Document(uri: "lunchbox://week", name: "This week", summary: "This week's days with their planned meals.", tool: "plan_week"),
        Document(uri: "lunchbox://shopping-list", name: "Shopping list", summary: "What this week's meals need that the kitchen does not hold.", tool: "shopping_list"),
    ]

    var list: [Resource] {
        Self.documents.map { Resource(name: $0.name, uri: $0.uri, description: $0.summary, mimeType: "application/json") }
    }

    /// The document at `uri`; an unknown address is a protocol error.
    func read(_ uri: String, in call: MCPCall) async throws -> [Resource.Content] {
        guard let document = Self.documents.first(where: { $0.uri == uri }), let tool = MCPToolbox.all.first(where: { $0.name == document.tool }) else {
            throw MCPError.invalidParams("Unknown resource: \(uri.prefix(80))")
        }
        let reply: MCPReply
        do {
            reply = try await tool.run(try MCPArguments([:], parameters: tool.parameters), call)
        } catch {
            throw MCPError.internalError(MCPToolbox.words(for: error, call.words))
        }
        return [.text(reply.json ?? reply.text, uri: uri, mimeType: reply.json == nil ? "text/plain" : "application/json")]
    }
}
