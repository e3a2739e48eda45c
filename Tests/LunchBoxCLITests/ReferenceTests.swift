import Foundation
import LunchBoxCore
import Testing

@testable import LunchBoxCLI

@Suite("References: numbers and id starts")
struct ReferenceTests {
    private struct Entry {
        let id: UUID
    }

    private let digits = Entry(id: UUID(uuidString: "77431773-0000-4000-8000-000000000001")!)
    private let letters = Entry(id: UUID(uuidString: "ABCDEF01-0000-4000-8000-000000000002")!)
    private let elsewhere = Entry(id: UUID(uuidString: "77431774-0000-4000-8000-000000000003")!)

    private func resolve(_ text: String, numbered: [Entry], searchable: [Entry]? = nil) throws -> UUID {
        try Reference.resolve(text, numbered: numbered, searchable: searchable ?? numbered, id: \.id, noun: .meal, listCommand: "lunchbox meals list").id
    }

    @Test func numbersArePositionsAndIDStartsMayBeAllDigits() throws {
        let list = [digits, letters]
        #expect(try resolve("2", numbered: list) == letters.id)
        #expect(try resolve(" 1 ", numbered: list) == digits.id)
        // A short id printed as [77431773] works although it reads as a number.
        #expect(try resolve("77431773", numbered: list) == digits.id)
        #expect(try resolve("ABCD", numbered: list) == letters.id)
        // An id start may name an entry outside the numbered list (another week).
        #expect(try resolve("77431774", numbered: list, searchable: list + [elsewhere]) == elsewhere.id)
    }

    @Test func missesKeepTheUsualMessages() {
        let list = [digits, letters]
        let hint = "See the numbers with: lunchbox meals list"
        #expect(miss { try resolve("3", numbered: list) } == ["There is no meal number 3; there are 2.", hint])
        #expect(miss { try resolve("3", numbered: [digits]) } == ["There is no meal number 3; there is 1.", hint])
        #expect(miss { try resolve("zzzz", numbered: list) } == ["No meal matches \"zzzz\".", hint])
        #expect(miss { try resolve("7743", numbered: [], searchable: [digits, elsewhere]) } == ["More than one meal matches \"7743\"; type more of the id.", hint])
        // In German, the same miss names the meal as German does.
        let german = Wordings()[.german]
        #expect(miss({ try resolve("3", numbered: list) }, german)?.first?.hasPrefix("Es gibt kein Gericht Nummer 3") == true)
        #expect(!Reference.isPosition("0", count: 2) && Reference.isPosition("2", count: 2) && !Reference.isPosition("ab", count: 2))
    }

    /// The message and hint of the `CLIError` `body` throws, in `words`' language.
    private func miss(_ body: () throws -> UUID, _ words: Wording = Wordings()[.english]) -> [String]? {
        do {
            _ = try body()
            return nil
        } catch let error as CLIError {
            return [error.message(words), error.hint(words) ?? ""]
        } catch {
            return nil
        }
    }
}
