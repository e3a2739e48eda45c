/// Which kind of recognizer saw a food. Every kind feeds the same pipeline (lexicon,
/// merging, threshold, smoothing); the kind is shown next to what it found.
public enum RecognizerKind: String, Codable, CaseIterable, Comparable, Sendable {
    /// A vision-capable chat model at the user's own AI endpoint.
    case visionModel = "vision"
    /// Text on packaging, read by OCR (PP-OCR over OpenCV here, Apple Vision on iOS).
    case labelReader = "labels"
    /// Barcodes (zbar here, the browser's BarcodeDetector, VisionKit on iOS).
    case barcode
    /// Apple Vision's image classifier, on iOS.
    case imageClassifier = "classifier"
    /// The on-device food model (an ImageNet classifier whose classes are summed into
    /// lexicon foods), on Linux and macOS; no key, no network.
    case foodModel = "model"
    /// The household's own foods, learnt from confirmed photos (nearest neighbours of the
    /// photo's features).
    case kitchenMemory = "memory"

    /// The kind a person or a form named ("labels"); `ScanSettingsError.unknownRecognizer`
    /// for any other word.
    public init(named name: String) throws {
        guard let kind = RecognizerKind(rawValue: name) else { throw ScanSettingsError.unknownRecognizer(name) }
        self = kind
    }

    /// "Vision model", "Label reader", …
    public var title: String {
        switch self {
        case .visionModel: "Vision model"
        case .labelReader: "Label reader"
        case .barcode: "Barcode reader"
        case .imageClassifier: "Image classifier"
        case .foodModel: "Food model"
        case .kitchenMemory: "Kitchen memory"
        }
    }

    public static func < (lhs: RecognizerKind, rhs: RecognizerKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
