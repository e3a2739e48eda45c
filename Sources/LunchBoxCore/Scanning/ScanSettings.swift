/// How scanning behaves, kept with the other settings (never the key).
public struct ScanSettings: Codable, Equatable, Sendable {
    /// Detections less sure than this are not shown (LB Property 4).
    public var threshold: Float
    /// The vision model at the AI endpoint; nil uses the ideas model (text and vision
    /// models often differ: llama3 reads no photos, llava writes poor recipes).
    public var visionModel: String?
    /// Recognizers the person turned off.
    public var disabled: Set<RecognizerKind>
    /// Look up unknown barcodes at Open Food Facts (sends the barcode number only). Off
    /// unless the person turns it on.
    public var onlineProductLookup: Bool

    public init(
        threshold: Float = ConfidenceFilter.defaultThreshold, visionModel: String? = nil, disabled: Set<RecognizerKind> = [],
        onlineProductLookup: Bool = false
    ) {
        self.threshold = ConfidenceFilter(threshold: threshold).threshold
        self.visionModel = visionModel.flatMap { $0.isEmpty ? nil : $0 }
        self.disabled = disabled
        self.onlineProductLookup = onlineProductLookup
    }

    public static let `default` = ScanSettings()

    /// Thresholds people may choose: below 0.1 everything is noise; 1 shows nothing.
    public static let thresholdRange: ClosedRange<Float> = 0.1...0.95

    /// The threshold if it is in `thresholdRange`, or `ScanSettingsError.invalidThreshold`.
    public static func validatedThreshold(_ value: Float) throws -> Float {
        guard value.isFinite, thresholdRange.contains(value) else { throw ScanSettingsError.invalidThreshold }
        return value
    }
}

/// A scan setting that was refused.
public enum ScanSettingsError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    case invalidThreshold
    case unknownRecognizer(String)

    public var userFacingError: UserFacingError {
        switch self {
        case .invalidThreshold:
            UserFacingError(Fault(title: "fault2.title.thresholdNotValid", message: "fault2.scan.threshold"), kind: .input)
        case .unknownRecognizer(let name):
            UserFacingError(
                Fault(
                    title: "fault2.title.unknownRecognizer", message: "fault2.scan.unknownRecognizer",
                    [.text(name), .text(RecognizerKind.allCases.map(\.rawValue).joined(separator: ", "))]), kind: .input)
        }
    }
}
