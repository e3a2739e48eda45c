import Foundation
import MCP
import Testing

@testable import LunchBoxCLI

/// `lunchbox mcp` driven by the SDK's own client over an in-memory transport, on the
/// database the other commands use.
@Suite("MCP: the server answers over the same use cases as the command line")
struct MCPServerTests {
    private struct Connection {
        let client: Client
        let server: Server
        let harness: CLIHarness
    }

    private func connect(readOnly: Bool = false, harness: CLIHarness? = nil) async throws -> Connection {
        let harness = try harness ?? CLIHarness()
        let context = harness.context()
        let services = Services(try GlobalOptions.parse([]), context: context)
        let face = MCPServerFace(useCases: try services.useCases(), context: context, words: services.words, readOnly: readOnly)
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let server = try await face.start(on: serverSide)
        let client = Client(name: "test", version: "1")
        _ = try await client.connect(transport: clientSide)
        return Connection(client: client, server: server, harness: harness)
    }

    private func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined(separator: "\n")
    }

    @Test func foodAddedAsTypedIsInTheKitchenTheCommandLineLists() async throws {
        let connection = try await connect()
        let added = try await connection.client.callTool(name: "kitchen_add", arguments: ["text": "eggs, bread, 2 apples"])
        #expect(added.isError == false)
        #expect(text(added.content).hasPrefix("Added eggs, bread and apples (2)."))
        let listed = await connection.harness.run("inventory", "list")
        #expect(listed.output.contains("eggs") && listed.output.contains("apples (2)"))
        let resource = try await connection.client.readResource(uri: "lunchbox://kitchen")
        #expect(resource.first?.text?.contains("\"apples\"") == true)
    }

    @Test func anErrorComesBackAsAToolErrorInTheCommandLinesWords() async throws {
        let connection = try await connect()
        _ = try await connection.client.callTool(name: "kitchen_add", arguments: ["text": "eggs"])
        let removed = try await connection.client.callTool(name: "kitchen_remove", arguments: ["item": "9"])
        let cli = await connection.harness.run("inventory", "remove", "9")
        #expect(removed.isError == true)
        #expect(text(removed.content) == "There is no item number 9; there is 1.")
        #expect(cli.errors.hasPrefix("Error: " + text(removed.content) + "\n"))
    }

    @Test func malformedCallsAreAnsweredAndTheServerGoesOn() async throws {
        let connection = try await connect()
        let missing = try await connection.client.callTool(name: "kitchen_add", arguments: [:])
        #expect(missing.isError == true)
        #expect(text(missing.content) == "Missing argument \"text\".")
        let mistyped = try await connection.client.callTool(name: "favorites_save", arguments: ["idea": "two"])
        #expect(text(mistyped.content) == "Argument \"idea\" must be a whole number.")
        await #expect(throws: MCPError.self) {
            _ = try await connection.client.callTool(name: "make_coffee", arguments: [:])
        }
        let after = try await connection.client.callTool(name: "kitchen_list")
        #expect(after.isError == false)
        #expect(text(after.content) == "The kitchen is empty.\n[\n\n]")
    }

    @Test func readOnlyOffersOnlyTheReadingTools() async throws {
        let connection = try await connect(readOnly: true)
        let tools = try await connection.client.listTools().tools
        #expect(Set(tools.map(\.name)) == Set(MCPToolbox.all.filter { !$0.writes }.map(\.name)))
        #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true })
        #expect(tools.contains { $0.name == "kitchen_list" } && !tools.contains { $0.name == "kitchen_add" })
        await #expect(throws: MCPError.self) {
            _ = try await connection.client.callTool(name: "kitchen_add", arguments: ["text": "eggs"])
        }
        let listed = await connection.harness.run("inventory", "list")
        #expect(listed.output.contains("The inventory is empty."))
    }

    @Test func ideasReportEachIdeaAsProgressAndCanBePlannedOnFriday() async throws {
        let connection = try await connect()
        _ = try await connection.client.callTool(name: "kitchen_add", arguments: ["text": "6 eggs, bread, 4 apples, cheddar, cherry tomatoes, cucumber, 2 wraps, hummus"])
        let messages = MessageLog()
        await connection.client.onNotification(ProgressNotification.self) { message in
            await messages.append(message.params.message ?? "")
        }
        let ideas = try await connection.client.callTool(name: "ideas", arguments: ["engine": "offline"], meta: Metadata(progressToken: .unique()))
        #expect(ideas.isError == false)
        #expect(text(ideas.content).hasPrefix("Lunch box ideas from Built-in offline chef:\n1. "))
        let said = await messages.all
        #expect(said.first == "The offline chef is thinking…")
        #expect(said.contains { $0.hasPrefix("Idea 3: ") })
        // 2026-11-22 is a Sunday in the harness's clock, the last day of its week: Friday
        // is the 27th, in the next week.
        let planned = try await connection.client.callTool(name: "plan_idea", arguments: ["idea": 1, "day": "friday"])
        #expect(planned.isError == false)
        #expect(text(planned.content).contains("Friday, Nov 27, 2026"))
        let week = await connection.harness.run("plan", "show", "--week", "+1")
        let friday = try #require(week.output.components(separatedBy: "Friday, Nov 27, 2026\n").last)
        #expect(friday.hasPrefix("   1. "))
    }
}

/// What the client was told, in order.
private actor MessageLog {
    private(set) var all: [String] = []

    func append(_ message: String) {
        all.append(message)
    }
}
