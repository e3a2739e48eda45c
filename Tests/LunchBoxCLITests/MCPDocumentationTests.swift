import Foundation
import Testing

@testable import LunchBoxCLI

@Suite("MCP: docs/mcp.md lists the tools the server offers")
struct MCPDocumentationTests {
    @Test func everyToolIsDocumentedWithWhetherItOnlyReads() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/mcp.md")
        let rows = try String(contentsOf: docs, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| `") && !$0.hasPrefix("| `lunchbox://") }
        let documented = Dictionary(
            uniqueKeysWithValues: rows.map { row in
                let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                return (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2] == "yes")
            })
        #expect(documented == Dictionary(uniqueKeysWithValues: MCPToolbox.all.map { ($0.name, !$0.writes) }))
    }
}
