/// What one recognizer reported, before the pipeline: a label as the recognizer wrote
/// it ("Oat milk", "YOGHURT"), how sure it is, and where it saw it.
public struct ScanCandidate: Codable, Equatable, Hashable, Sendable {
    public let label: String
    /// From 0 to 1.
    public let confidence: Float
    public let recognizer: RecognizerKind
    public let box: ScanBox?
    /// An amount the recognizer read ("2", "1 litre"), if any.
    public let quantity: String?
    /// The barcode's digits, for the barcode reader.
    public let barcode: String?

    public init(
        label: String, confidence: Float, recognizer: RecognizerKind, box: ScanBox? = nil, quantity: String? = nil, barcode: String? = nil
    ) {
        self.label = label
        self.confidence = min(max(confidence.isNaN ? 0 : confidence, 0), 1)
        self.recognizer = recognizer
        self.box = box
        self.quantity = quantity.flatMap { $0.isEmpty ? nil : $0 }
        self.barcode = barcode
    }
}
