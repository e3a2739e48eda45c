import Foundation
import LunchBoxCore
import Testing

@Suite("Typed text")
struct UserTextTests {
    @Test func trimsAndFoldsWhiteSpace() throws {
        #expect(try UserText.clean("  cherry \t tomatoes\n", field: "Name", maxLength: 50) == "cherry tomatoes")
        #expect(try UserText.clean("jalapeño 🌶️", field: "Name", maxLength: 50) == "jalapeño 🌶️")
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func refusesEmptyText(text: String) {
        #expect(throws: UserTextError.empty(field: "Name")) { try UserText.clean(text, field: "Name", maxLength: 50) }
    }

    @Test func allowsEmptyWhenAsked() throws {
        #expect(try UserText.clean("  ", field: "Quantity", maxLength: 50, allowEmpty: true) == "")
    }

    @Test(arguments: ["egg\u{0}s", "milk\u{7}", "ham\u{1B}[31m", "bread\u{202E}txt.exe", "cheese\u{9F}"])
    func refusesControlCharacters(text: String) {
        #expect(throws: UserTextError.controlCharacters(field: "Name")) { try UserText.clean(text, field: "Name", maxLength: 50) }
    }

    @Test func refusesHugeTextQuickly() {
        let megabyte = String(repeating: "a", count: 1_000_000)
        #expect(throws: UserTextError.tooLong(field: "Name", maximum: 100)) { try UserText.clean(megabyte, field: "Name", maxLength: 100) }
        #expect(throws: UserTextError.tooLong(field: "Name", maximum: 5)) { try UserText.clean("abcdef", field: "Name", maxLength: 5) }
    }

    @Test func keepsHTMLAsText() throws {
        // Escaping is the job of whoever renders HTML; the text itself is kept as typed.
        #expect(try UserText.clean("<script>alert(1)</script>", field: "Name", maxLength: 100) == "<script>alert(1)</script>")
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(UserTextError.empty(field: "Item name").localizedDescription == "Item name can't be empty.")
        #expect(UserTextError.tooLong(field: "Item name", maximum: 100).localizedDescription == "Item name is too long: at most 100 characters.")
        #expect(UserTextError.controlCharacters(field: "Item name").localizedDescription.contains("control characters"))
    }
}
