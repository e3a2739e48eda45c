import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxUseCases

/// The live camera's line under the picture: the JSON API's `status` keeps its English
/// byte for byte, and the scan page says the same line in its reader's language.
@Suite("The live camera's line")
struct ScanStatusWordingTests {
    private static let wordings = Wordings()
    private static let busy = UserFacingError(ScanError.busy)

    /// A label reader found milk in 0.3 s; a vision model failed.
    private static let found = ScanOutcome(
        format: .jpeg, bytes: 10, detected: [DetectedItem(name: "milk", confidence: 0.9, recognizers: [.labelReader])], considered: [],
        reports: [
            RecognizerReport(kind: .labelReader, found: 1, milliseconds: 320, error: nil),
            RecognizerReport(kind: .visionModel, found: 0, milliseconds: 40, error: busy),
        ])
    /// Nothing found by the food model in 12.3 s, with advice (its "looked with" is left out).
    private static let nothing = ScanOutcome(
        format: .jpeg, bytes: 10, detected: [], considered: [], reports: [RecognizerReport(kind: .foodModel, found: 0, milliseconds: 12_345, error: nil)],
        hints: [.lookedWith([.foodModel]), .closestGuess(food: "apple", percent: 42, threshold: 60), .typeIt])

    @Test func theAPIsEnglishIsWhatItAlwaysSaid() throws {
        #expect(
            Self.found.status
                == "Found 1 food. Confirm it if it is right. Looked with Label reader (0.3 s), Vision model (failed: \(Self.busy.message)).")
        #expect(
            Self.nothing.status
                == "No food was recognised in this photo. Looked with Food model (12.3 s). Closest guess: apple at 42%, below your 60% threshold. "
                + "Type it: add what you see to the kitchen by name.")
        let empty = ScanOutcome(format: .jpeg, bytes: 10, detected: [], considered: [], reports: [])
        #expect(empty.status == "No recognizer could read this photo. Type what you see instead.")
        // A household server's answer, read back: its English sentences as they came.
        let answer = try JSONDecoder().decode(ScanOutcome.self, from: JSONEncoder().encode(Self.nothing))
        #expect(answer.status == Self.nothing.status)
        for outcome in [Self.found, Self.nothing, empty] { #expect(outcome.status(Self.wordings[.english]) == outcome.status) }
    }

    @Test func thePageSaysItInTheReadersLanguage() {
        let german = Self.wordings[.german]
        #expect(
            Self.found.status(german)
                == "1 Lebensmittel gefunden. Bestätige es, wenn es stimmt. Gelesen mit: Etikettenleser (0,3 s), Bildmodell (fehlgeschlagen: \(Self.busy.message(german))).")
        // The advice's own "looked with" is not said twice.
        #expect(Self.nothing.status(german).contains("Gelesen mit: Lebensmittelmodell (12,3 s)."))
        #expect(Self.nothing.status(german).components(separatedBy: "Gelesen mit").count == 2, "\(Self.nothing.status(german))")
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            for outcome in [Self.found, Self.nothing] {
                let unmarked = MarkedWords.unmarked(in: outcome.status(words), ignoring: ["apple"])
                #expect(unmarked.isEmpty, "\(language): \(unmarked)")
            }
            if language != .english {
                #expect(!Self.found.status(Self.wordings[language]).contains("Looked with"), "\(language)")
            }
        }
    }
}
