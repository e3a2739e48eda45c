import Foundation
import LunchBoxCore
import PropertyBased
import Testing

@Suite("Server-sent events")
struct ServerSentEventsTests {
    private static let stream = ": keep-alive\r\nevent: message\ndata: {\"a\":1}\n\ndata: first\ndata: second\n\nid: 7\nretry: 100\ndata:no space\n\ndata: [DONE]\n\n"

    @Test func readsDataFieldsAndPassesOverTheRest() throws {
        var parser = ServerSentEvents()
        #expect(try parser.feed(Data(Self.stream.utf8)) == [#"{"a":1}"#, "first\nsecond", "no space", "[DONE]"])
        #expect(parser.finish() == nil)
    }

    @Test func piecesMayBreakAnywhereEvenInsideACharacter() async {
        let whole = Array(Data((Self.stream + "data: café 🥪\n\n").utf8))
        await propertyCheck(count: 200, input: Gen.int(in: 1...12).array(of: 1...40)) { cuts in
            var parser = ServerSentEvents()
            var events: [String] = []
            var start = 0
            for cut in cuts where start < whole.count {
                let end = min(whole.count, start + cut)
                events += (try? parser.feed(Data(whole[start..<end]))) ?? ["<error>"]
                start = end
            }
            events += (try? parser.feed(Data(whole[start...]))) ?? ["<error>"]
            #expect(events == [#"{"a":1}"#, "first\nsecond", "no space", "[DONE]", "data: café 🥪".replacingOccurrences(of: "data: ", with: "")])
        }
    }

    @Test func aLastEventWithoutItsBlankLineIsStillRead() throws {
        var parser = ServerSentEvents()
        #expect(try parser.feed(Data("data: tail".utf8)).isEmpty)
        #expect(parser.finish() == "tail")
    }

    @Test func anEndlessLineIsRefused() {
        var parser = ServerSentEvents()
        let piece = Data(repeating: UInt8(ascii: "a"), count: 64 * 1024)
        #expect(throws: AIClientError.self) {
            for _ in 0...(ServerSentEvents.maximumLineLength / piece.count) { _ = try parser.feed(piece) }
        }
    }
}
