import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Scan pipeline properties")
struct ScanPipelinePropertyTests {
    static let labels = ["milk", "Oat milk", "YOGHURT", "apples", "cheddar", "soyghurt", "brown cap mushroom", "eggs", "3 carrots", ""]

    static var candidate: Generator<ScanCandidate, some SendableSequenceType> {
        zip(
            Gen.element(of: labels).compactMap { $0 }, Gen.float(in: 0...1), Gen.element(of: RecognizerKind.allCases).compactMap { $0 },
            Gen.element(of: ["4006381333931", "5000112637922"]).compactMap { $0 }.optional(valueRate: 0.2)
        ).map { label, confidence, kind, barcode in ScanCandidate(label: label, confidence: confidence, recognizer: kind, barcode: barcode) }
    }

    // Feature: lunchbox-prep, Property 4: For any DetectedItem, it should only appear in the scanner's detections if its confidence value is greater than or equal to the configured minimum confidence threshold.
    @Test func onlyDetectionsAtOrAboveTheThresholdAreShown() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        await propertyCheck(count: 200, input: Self.candidate.array(of: 0...12), Gen.float(in: 0...1)) { candidates, threshold in
            let pipeline = ScanPipeline(lexicon: lexicon, filter: ConfidenceFilter(threshold: threshold))
            let shown = pipeline.detections(from: candidates)
            #expect(shown.allSatisfy { $0.confidence >= threshold })
            // Nothing sure enough is lost: every merged detection at or above the threshold is shown.
            let merged = pipeline.merged(candidates.compactMap(pipeline.named))
            #expect(shown.count == merged.filter { $0.confidence >= threshold }.count)
        }
    }

    // Merging: one detection per food (or barcode, or unknown words), never less sure than its surest sighting.
    @Test func mergingKeepsOneDetectionPerThingAndItsBestConfidence() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let pipeline = ScanPipeline(lexicon: lexicon, filter: ConfidenceFilter(threshold: 0))
        await propertyCheck(count: 200, input: Self.candidate.array(of: 0...15)) { candidates in
            let named = candidates.compactMap(pipeline.named)
            let merged = pipeline.merged(named)
            #expect(Set(merged.map(\.key)).count == merged.count)
            #expect(Set(merged.map(\.key)) == Set(named.map(\.key)))
            for item in merged {
                let sightings = named.filter { $0.key == item.key }
                let best = sightings.map(\.confidence).max() ?? 0
                #expect(item.confidence >= best - 0.000_1)
                #expect(item.confidence <= 1)
                #expect(Set(item.recognizers) == Set(sightings.flatMap(\.recognizers)))
            }
        }
    }

    // Unknown words are kept as read, never guessed into a food.
    @Test func unknownLabelsStayUnknown() throws {
        let pipeline = ScanPipeline(lexicon: try KitchenGenerators.lexicon(), filter: ConfidenceFilter(threshold: 0))
        let item = try #require(pipeline.named(ScanCandidate(label: "  Soyghurt\u{0007} blueberry ", confidence: 0.9, recognizer: .visionModel)))
        #expect(item.food == nil)
        #expect(item.name == "Soyghurt blueberry")
        let known = try #require(pipeline.named(ScanCandidate(label: "Apples", confidence: 0.9, recognizer: .visionModel)))
        #expect(known.food == "apple")
        #expect(known.name == "apple")
    }

    @Test func twoRecognizersThatAgreeAreSurerThanEither() throws {
        let pipeline = ScanPipeline(lexicon: try KitchenGenerators.lexicon(), filter: ConfidenceFilter(threshold: 0.6))
        let shown = pipeline.detections(from: [
            ScanCandidate(label: "milk", confidence: 0.5, recognizer: .visionModel),
            ScanCandidate(label: "MILK", confidence: 0.5, recognizer: .labelReader),
            ScanCandidate(label: "milk", confidence: 0.4, recognizer: .labelReader),
        ])
        #expect(shown.count == 1)
        #expect(abs((shown.first?.confidence ?? 0) - 0.75) < 0.001)
        #expect(shown.first?.recognizers == [.visionModel, .labelReader])
    }

    @Test func aBarcodeWithoutANameNeedsOne() throws {
        let pipeline = ScanPipeline(lexicon: try KitchenGenerators.lexicon())
        let shown = pipeline.detections(from: [ScanCandidate(label: "", confidence: 1, recognizer: .barcode, barcode: "4006381333931")])
        #expect(shown.count == 1)
        #expect(shown.first?.needsName == true)
        #expect(shown.first?.barcode == "4006381333931")
    }
}
