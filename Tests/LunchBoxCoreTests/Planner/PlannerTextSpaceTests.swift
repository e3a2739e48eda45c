import Testing

@testable import LunchBoxCore

/// The planner's quick test for white space answers as `Character.isWhitespace` does.
@Suite("Planner text: white space")
struct PlannerTextSpaceTests {
    @Test func everyCharacterUpToIdeographicSpaceIsJudgedAsIsWhitespaceJudgesIt() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(PlannerText.isSpace(character) == character.isWhitespace, "U+\(String(value, radix: 16))")
        }
        #expect(PlannerText.isSpace("\r\n"))
        #expect(!PlannerText.isSpace("e\u{301}"))
    }

    @Test func namesWithSpacesAroundThemAreTrimmedAsBefore() {
        #expect(PlannerText.foodName("  2 eggs \t") == "eggs")
        #expect(PlannerText.foodName("\u{00A0}cherry   tomatoes (a handful)") == "cherry tomatoes")
        #expect(PlannerText.key(" Chicken\u{3000}Thighs ") == "chicken thighs")
    }
}
