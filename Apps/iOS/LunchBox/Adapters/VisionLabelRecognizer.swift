import Foundation
import LunchBoxCore
import Vision

/// Text on packaging, read on the device by Vision's text recognizer and handed, line by
/// line with its place, to the core's `LabelTextReader` (the same reader the PP-OCR
/// lines go through on Linux): big print wins, near misses are forgiven, compounds and
/// names across lines are read.
/// It reads a till receipt's page the same way, every line (`DocumentTextReader`).
struct VisionLabelRecognizer: FoodRecognizer, DocumentTextReader {
    private let reader: LabelTextReader

    init(lexicon: FoodLexicon) {
        self.reader = LabelTextReader(lexicon: lexicon)
    }

    var kind: RecognizerKind { .labelReader }

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        reader.candidates(from: try await text(in: photo))
    }

    func text(in photo: ScanPhoto) async throws -> [RecognizedText] {
        try await VisionRequests.perform(
            {
                let request = VNRecognizeTextRequest()
                request.recognitionLevel = .accurate
                request.usesLanguageCorrection = true
                return request
            }, on: photo.data
        ) { request in (request.results ?? []).compactMap(Self.line(from:)) }
    }

    private static func line(from observation: VNRecognizedTextObservation) -> RecognizedText? {
        guard let best = observation.topCandidates(1).first else { return nil }
        let box = observation.boundingBox
        return RecognizedText(
            text: best.string, confidence: best.confidence,
            box: ScanBox(bottomLeftX: box.origin.x, y: box.origin.y, width: box.size.width, height: box.size.height))
    }
}
