import LunchBoxCore
import LunchBoxUseCases
import MCP

/// `lunchbox mcp`: the Model Context Protocol face over the same use cases as the other
/// faces. It only wires the SDK's `Server` to the toolbox and the resources; stdout carries
/// protocol messages alone.
struct MCPServerFace: Sendable {
    let useCases: UseCases
    let context: CLIContext
    /// The language the replies are in (`--language`, else the locale).
    let words: Wording
    let toolbox: MCPToolbox
    private let resources = MCPResources()

    init(useCases: UseCases, context: CLIContext, words: Wording, readOnly: Bool) {
        self.useCases = useCases
        self.context = context
        self.words = words
        toolbox = MCPToolbox(readOnly: readOnly)
    }

    /// Serves until the client closes the transport (end of standard input).
    func serve(on transport: any Transport) async throws {
        let server = try await start(on: transport)
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// A started server on `transport`, for tests that talk to it in memory.
    func start(on transport: any Transport) async throws -> Server {
        let server = Server(
            name: "lunchbox", version: LunchBoxCommand.version, title: "LunchBox",
            instructions:
                "LunchBox is this household's kitchen, lunch box ideas, favorites, week plan, shopping list and members. Lists are numbered; tools take those numbers or the start of an id.",
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let toolbox = toolbox
        let resources = resources
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: toolbox.tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { [weak server] parameters in
            try await toolbox.call(parameters.name, arguments: parameters.arguments, in: call(progressToken: parameters._meta?.progressToken, server: server))
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: resources.list)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            ReadResource.Result(contents: try await resources.read(parameters.uri, in: call(progressToken: nil, server: nil)))
        }
        try await server.start(transport: transport)
        return server
    }

    /// One call's context: progress goes to the client as notifications when it sent a token.
    private func call(progressToken: ProgressToken?, server: Server?) -> MCPCall {
        MCPCall(useCases: useCases, context: context, words: words) { done, message in
            guard let progressToken, let server else { return }
            try? await server.notify(ProgressNotification.message(.init(progressToken: progressToken, progress: Double(done), message: message)))
        }
    }
}
