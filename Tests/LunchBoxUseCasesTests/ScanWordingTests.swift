import Foundation
import LunchBoxCore
import Testing

@testable import LunchBoxUseCases

/// A scan's and a receipt's sentences are values worded where they are shown: English
/// says what the API and the command line always said, other languages their own words.
@Suite("A scan's words")
struct ScanWordingTests {
    private static let wordings = Wordings()
    private static let notices: [ScanNotice] = [.found(1), .found(3), .unreadable, .unsure, .nothing]
    private static let advice: [ScanAdvice] = [
        .lookedWith([.labelReader]), .lookedWith([.labelReader, .foodModel]), .closestGuess(food: "apple", percent: 42, threshold: 60), .teachIt, .typeIt,
        .visionModel,
    ]

    @Test func englishSaysWhatTheAPISays() {
        let english = Self.wordings[.english]
        #expect(
            Self.notices.map { $0.text(english) } == [
                "Found 1 food. Confirm it if it is right.", "Found 3 foods. Confirm the ones that are right.",
                "No recognizer could read this photo. Type what you see instead.", "Nothing was recognised surely enough.",
                "No food was recognised in this photo.",
            ])
        #expect(
            Self.advice.map { $0.text(english) } == [
                "Looked with: Label reader.", "Looked with: Label reader, Food model.", "Closest guess: apple at 42%, below your 60% threshold.",
                "Teach it: say what this is, and LunchBox learns its look for the next photo (two or three photos teach it well).",
                "Type it: add what you see to the kitchen by name.",
                "A vision model (an AI key and a vision-capable model in Settings) recognises anything in view.",
            ])
        for notice in Self.notices { #expect(notice.text(english) == notice.english) }
        for advice in Self.advice { #expect(advice.text(english) == advice.english) }
        #expect(ScanAdvice.lookedWith([.labelReader, .foodModel]).english == "Looked with: Label reader, Food model.")
        #expect(ScanAdvice.closestGuess(food: "apple", percent: 42, threshold: 60).english == "Closest guess: apple at 42%, below your 60% threshold.")
        let item = DetectedItem(name: "cheddar", confidence: 0.92, recognizers: [.labelReader, .barcode])
        #expect(item.confidenceSummary(english) == item.confidenceSummary)
        #expect(item.confidenceSummary == "92%, Label reader + Barcode reader")
        for kind in ReceiptLineKind.allCases {
            #expect(kind.title(english) == kind.title)
            #expect(kind.titleInSentence(english) == kind.title.lowercased())
        }
    }

    @Test func otherLanguagesSayItInTheirOwnWords() {
        let german = Self.wordings[.german]
        #expect(ScanNotice.found(2).text(german) == "2 Lebensmittel gefunden. Bestätige die, die stimmen.")
        #expect(ScanAdvice.lookedWith([.labelReader, .foodModel]).text(german) == "Gelesen mit: Etikettenleser, Lebensmittelmodell.")
        #expect(ScanAdvice.closestGuess(food: "Apfel", percent: 42, threshold: 60).text(german) == "Beste Vermutung: Apfel mit 42 %, unter deiner Schwelle von 60 %.")
        #expect(DetectedItem(name: "cheddar", confidence: 0.92, recognizers: [.labelReader]).confidenceSummary(german) == "92 %, Etikettenleser")
        #expect(ReceiptLineKind.deposit.titleInSentence(german) == "Pfand")
        #expect(ReceiptLineKind.bag.titleInSentence(Self.wordings[.french]) == "sac de caisse")
        #expect(ScanNotice.nothing.text(Self.wordings[.swedish]) == "Ingen mat kändes igen på fotot.")
        for language in Language.allCases where language != .english {
            let words = Self.wordings[language]
            for notice in Self.notices { #expect(notice.text(words) != notice.english && !notice.text(words).contains("scan2."), "\(language) \(notice)") }
            for advice in Self.advice { #expect(advice.text(words) != advice.english && !advice.text(words).contains("scan2."), "\(language) \(advice)") }
            for kind in ReceiptLineKind.allCases { #expect(!kind.title(words).contains("scan2."), "\(language) \(kind)") }
        }
    }

    /// A household server's answer carries its notice and advice as codes besides the
    /// English sentences: the phone words them in its own language. An older server's
    /// answer, sentences only, is shown as it came.
    @Test func anAnswerReadBackIsWordedInTheClientsLanguage() throws {
        let german = Self.wordings[.german]
        for notice in Self.notices {
            let outcome = ScanOutcome(format: .jpeg, bytes: 10, detected: [], reports: [], photoID: nil, hints: Self.advice, notice: notice)
            let answer = try JSONDecoder().decode(ScanOutcome.self, from: JSONEncoder().encode(outcome))
            #expect(answer.message == outcome.message && answer.advice == outcome.advice)
            #expect(answer.message(german) == notice.text(german), "\(notice)")
            #expect(answer.advice(german) == Self.advice.map { $0.text(german) })
        }
        let outcome = ScanOutcome(format: .jpeg, bytes: 10, detected: [], considered: [], reports: [], hints: [.typeIt])
        var older = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(outcome)) as? [String: Any])
        older["notice"] = nil
        older["hints"] = nil
        let answer = try JSONDecoder().decode(ScanOutcome.self, from: JSONSerialization.data(withJSONObject: older))
        #expect(answer.message(german) == outcome.message)
        #expect(outcome.message(german) == "Keine Erkennung konnte dieses Foto lesen. Tippe stattdessen ein, was du siehst.")
        #expect(answer.advice(german) == ["Type it: add what you see to the kitchen by name."])
    }

    @Test func aReceiptsSummaryIsCountedInTheReadersLanguage() {
        func item(_ name: String, unknown: Bool) -> ReceiptItem {
            ReceiptItem(
                name: name, food: unknown ? nil : name, naming: unknown ? .unknown : .lexicon, quantity: "", price: nil, key: name, text: name, box: nil,
                confidence: 1)
        }
        let bag = ReceiptSkippedLine(text: "BAG", kind: .bag, box: nil)
        let readings = [
            ReceiptReading(items: [item("milk", unknown: false), item("QZX", unknown: true)], skipped: [bag, bag], language: .en, currency: nil),
            ReceiptReading(items: [item("milk", unknown: false)], skipped: [bag], language: .en, currency: nil),
            ReceiptReading(items: [], skipped: [bag], language: .en, currency: nil),
            ReceiptReading(items: [], skipped: [], language: .en, currency: nil),
        ]
        for reading in readings { #expect(reading.summary(Self.wordings[.english]) == reading.summary) }
        #expect(readings[0].summary == "1 food, 1 to name, 2 lines left out.")
        #expect(readings[0].summary(Self.wordings[.german]) == "1 Lebensmittel, 1 zu benennen, 2 Zeilen weggelassen.")
        #expect(readings[1].summary(Self.wordings[.french]) == "1 aliment, 0 à nommer, 1 ligne laissée de côté.")
        #expect(readings[2].summary(Self.wordings[.spanish]).hasPrefix("No se leyó nada comprado (1 línea omitida)."))
    }

    /// What this machine can see: English as the JSON and the command line said it, other
    /// languages in their own words around the stored food names.
    @Test func whatThisMachineCanSeeIsSaidInTheReadersLanguage() {
        let day = Date(timeIntervalSince1970: 0)
        let learnt = (1...13).map { LearnedFood(food: "food \($0)", photos: $0, firstLearned: day, lastLearned: day) }
        let seen: [ScanCapability] = [
            .foodModel(["apple", "banana"]), .teachable, .learnt(Array(learnt.prefix(2))), .learnt(learnt), .labels, .barcodes, .vision(ready: true),
            .vision(ready: false),
        ]
        for capability in seen { #expect(capability.text(Self.wordings[.english]) == capability.english, "\(capability)") }
        #expect(ScanCapability.learnt(learnt).english.hasSuffix("food 12 (12), ….") && !ScanCapability.learnt(learnt).english.contains("food 13"))
        #expect(ScanCapability.foodModel(["apple", "banana"]).english == "Produce and dishes the food model knows (2): apple, banana.")
        let german = Self.wordings[.german]
        #expect(ScanCapability.learnt(Array(learnt.prefix(2))).text(german) == "Hier gelernte Lebensmittel: food 1 (1), food 2 (2).")
        #expect(ScanCapability.labels.text(german) == "Gedruckte Etiketten in großer, klarer Schrift (der Etikettenleser).")
        for language in Language.allCases where language != .english {
            for capability in seen {
                let text = capability.text(Self.wordings[language])
                #expect(text != capability.english && !text.contains("scan2."), "\(language) \(capability)")
            }
        }
    }
}
