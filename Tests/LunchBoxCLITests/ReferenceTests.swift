import Foundation
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
        try Reference.resolve(text, numbered: numbered, searchable: searchable ?? numbered, id: \.id, noun: "meal", listCommand: "lunchbox meals list").id
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
        #expect(throws: CLIError("There is no meal number 3; there are 2.", hint: "See the numbers with: lunchbox meals list")) {
            try resolve("3", numbered: list)
        }
        #expect(throws: CLIError("No meal matches \"zzzz\".", hint: "See the numbers with: lunchbox meals list")) {
            try resolve("zzzz", numbered: list)
        }
        #expect(throws: CLIError("More than one meal matches \"7743\"; type more of the id.", hint: "See the numbers with: lunchbox meals list")) {
            try resolve("7743", numbered: [], searchable: [digits, elsewhere])
        }
        #expect(!Reference.isPosition("0", count: 2) && Reference.isPosition("2", count: 2) && !Reference.isPosition("ab", count: 2))
    }
}
