/// A run of text an OCR engine read (a line or a word), with its confidence and place.
public struct RecognizedText: Equatable, Sendable {
    public let text: String
    /// From 0 to 1.
    public let confidence: Float
    public let box: ScanBox?

    public init(text: String, confidence: Float, box: ScanBox? = nil) {
        self.text = text
        self.confidence = min(max(confidence.isNaN ? 0 : confidence, 0), 1)
        self.box = box
    }
}
