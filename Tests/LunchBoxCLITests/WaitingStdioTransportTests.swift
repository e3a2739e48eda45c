import Foundation
import Testing

@testable import LunchBoxCLI

@Suite("MCP standard input and output")
struct WaitingStdioTransportTests {
    @Test func eachLineIsAMessageAndTheStreamEndsWithTheInput() async throws {
        let input = Pipe()
        let output = Pipe()
        let transport = WaitingStdioTransport(input: input.fileHandleForReading, output: output.fileHandleForWriting)
        try await transport.connect()
        // A message split across writes, an empty line, then a second message and the end.
        try input.fileHandleForWriting.write(contentsOf: Data(#"{"jsonrpc":"2.0","#.utf8))
        try input.fileHandleForWriting.write(contentsOf: Data("\"id\":1}\n\n{\"id\":2}\n".utf8))
        try input.fileHandleForWriting.close()
        var received: [String] = []
        for try await message in await transport.receive() { received.append(String(decoding: message, as: UTF8.self)) }
        #expect(received == [#"{"jsonrpc":"2.0","id":1}"#, #"{"id":2}"#])

        try await transport.send(Data(#"{"id":3}"#.utf8))
        try output.fileHandleForWriting.close()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "{\"id\":3}\n")
    }
}
