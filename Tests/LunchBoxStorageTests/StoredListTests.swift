import Foundation
import PropertyBased
import Testing

@testable import LunchBoxStorage

/// A list column is read without JSONDecoder when it is as GRDB wrote it, and reads the
/// same either way.
@Suite("Stored lists")
struct StoredListTests {
    /// Letters, the characters JSON escapes, other scripts and an emoji.
    static let characters: [Character] = ["a", "Z", "4", " ", ",", "[", "]", "\"", "\\", "/", "\n", "\t", "\r", "\u{01}", "\u{1F}", "é", "ß", "中", "🥕", "e\u{301}"]
    static var lists: Generator<[String], some SendableSequenceType> {
        Gen.element(of: characters).array(of: 0...8).map { (characters: [Character?]) -> String in String(characters.compactMap { $0 }) }.array(of: 0...6)
    }

    @Test func aListReadsBackAsItWasWritten() async throws {
        await propertyCheck(count: 200, input: Self.lists) { list in
            let text = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
            #expect(try StoredList.strings(text, table: "meal") == list)
        }
    }

    @Test func theUsualListIsReadWithoutTheDecoder() throws {
        let text = String(decoding: try JSONEncoder().encode(["2 slices bread", "40 g \"mature\" cheddar", "a/b\\c", "line\nbreak", "Äpfel 🍎"]), as: UTF8.self)
        #expect(StoredList.written(text) == ["2 slices bread", "40 g \"mature\" cheddar", "a/b\\c", "line\nbreak", "Äpfel 🍎"])
        #expect(StoredList.written("[]") == [])
        #expect(StoredList.written(#"[""]"#) == [""])
    }

    /// Text the fast reading does not know goes to JSONDecoder, which keeps its verdict.
    @Test(
        arguments: [
            (#"[ "a", "b" ]"#, ["a", "b"]), (#"["\u00e9"]"#, ["é"]), (#"["a",]"#, ["a"]), (#"["a""#, nil), (#"["a"]]"#, nil), ("[1]", nil),
            (#"["a" "b"]"#, nil), ("", nil), ("null", nil), (#"["a\q"]"#, nil), (#"[,"a"]"#, nil),
        ] as [(String, [String]?)])
    func anyOtherTextIsJudgedByTheDecoder(text: String, expected: [String]?) {
        let read = try? StoredList.strings(text, table: "meal")
        #expect(read == expected)
        #expect(read == (try? JSONDecoder().decode([String].self, from: Data(text.utf8))))
    }

    @Test func aMissingListIsADamagedRow() {
        #expect(throws: StorageError.self) { try StoredList.strings(nil, table: "meal") }
    }
}
