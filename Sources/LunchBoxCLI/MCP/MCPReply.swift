import Foundation
import MCP

/// What a tool answers: a sentence for the assistant to read and, for data, the same JSON
/// `--json` prints on the command line.
struct MCPReply: Sendable {
    let text: String
    let json: String?

    init(_ text: String) {
        self.text = text
        self.json = nil
    }

    init(_ text: String, value: some Encodable) throws {
        self.text = text
        self.json = try JSONOutput.text(value)
    }

    var result: CallTool.Result {
        CallTool.Result(content: ([text] + (json.map { [$0] } ?? [])).map { .text(text: $0, annotations: nil, _meta: nil) }, isError: false)
    }

    /// An error in the CLI's words, as a tool result the assistant reads (not a protocol
    /// error): it can fix the call and try again.
    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
