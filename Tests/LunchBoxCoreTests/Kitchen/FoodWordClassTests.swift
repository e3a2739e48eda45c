import Testing

@testable import LunchBoxCore

/// The word classes and cleaned forms lookup reads every name through: they are read a
/// byte at a time and tried one form at a time, so their answers are pinned here.
@Suite("Food lexicon: word classes and cleaned forms")
struct FoodWordClassTests {
    @Test(arguments: [
        ("2", true), ("1/2", true), ("1.5", true), ("200g", true), ("1.5kg", true), ("x2", true), ("6pk", true),
        ("3rd", true), ("2x", true), ("12", true), ("./", false), ("x", false), ("xx2", false), ("2grams", false),
        ("apples", false), ("", false), ("g", false), ("2é", false), ("١٢", false), ("½", false),
    ])
    func numbersAreDigitsWithAtMostAUnitGluedOn(word: String, isNumber: Bool) {
        #expect(FoodText.isNumber(word) == isNumber, "\(word)")
    }

    @Test func formsGoFromMostToLeastLiteral() {
        #expect(
            FoodLexicon.cleanedForms(of: ["3", "large", "eggs", "x2"]) == [
                ["3", "large", "eggs", "x2"], ["large", "eggs", "x2"], ["large", "eggs"], ["eggs"],
            ])
        #expect(
            FoodLexicon.cleanedForms(of: ["leftover", "green", "curry", "finely", "chopped"]) == [
                ["leftover", "green", "curry", "finely", "chopped"], ["leftover", "green", "curry"], ["green", "curry"], ["curry"],
            ])
        #expect(
            FoodLexicon.cleanedForms(of: ["a", "bag", "of", "meat", "sticks"]).prefix(4) == [
                ["a", "bag", "of", "meat", "sticks"], ["bag", "of", "meat", "sticks"], ["of", "meat", "sticks"], ["meat", "sticks"],
            ])
        #expect(FoodLexicon.cleanedForms(of: []) == [[]])
    }

    @Test func lookupStopsAtTheFirstFormThatNamesAFood() throws {
        let lexicon = try FoodLexicon.bundled()
        var visited: [[String]] = []
        FoodLexicon.cleanedForms(of: ["2", "sliced", "apples", "x2"]) { form in
            visited.append(Array(form))
            return lexicon.entry(for: form) != nil
        }
        #expect(visited.last == ["apples"])
        #expect(lexicon.lookup("2 sliced apples x2").food == lexicon.lookup("apple").food)
        // Unknown: the last form tried is the cleaned text.
        #expect(lexicon.lookup("3 large zorblax x2") == .unknown("zorblax"))
    }
}
