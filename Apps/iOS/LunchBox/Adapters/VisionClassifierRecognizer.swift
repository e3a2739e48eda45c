import Foundation
import LunchBoxCore
import Vision

/// Apple Vision's on-device image classifier: "banana", "bread", "cheese"… with a
/// confidence. Labels that are not food ("structure", "tableware") are dropped by the
/// lexicon in the scan pipeline, which also applies the threshold and smoothing.
struct VisionClassifierRecognizer: FoodRecognizer {
    /// Below this Vision is guessing; the pipeline's own threshold is higher still.
    private static let floor: Float = 0.05
    private static let maximumLabels = 20

    var kind: RecognizerKind { .imageClassifier }

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        try await VisionRequests.perform({ VNClassifyImageRequest() }, on: photo.data) { request in
            let observations = (request.results ?? []).filter { $0.confidence >= Self.floor }
            return observations.prefix(Self.maximumLabels).map { observation in
                // Vision's identifiers use underscores ("bell_pepper").
                ScanCandidate(
                    label: observation.identifier.replacingOccurrences(of: "_", with: " "), confidence: observation.confidence,
                    recognizer: .imageClassifier)
            }
        }
    }
}
