import LunchBoxCore

/// One photo scanned: what to confirm, and what each recognizer did.
public struct ScanOutcome: Sendable {
    public let format: ImageFormat
    public let bytes: Int
    /// Above the threshold (and, for a live scan, steady across frames), surest first.
    public let detected: [DetectedItem]
    /// Every detection before the threshold, for evaluation and "nothing sure enough".
    public let considered: [DetectedItem]
    public let reports: [RecognizerReport]
    /// The id to confirm this photo's foods by, so the kitchen memory learns from it
    /// (nil when no image model saw it).
    public let photoID: String?
    /// When nothing was found: which recognizers ran, and what would help.
    public let hints: [ScanAdvice]
    /// What to tell the person about the result ("Found 2 foods. Confirm the ones that
    /// are right."), worded by each face (`message(_:)`).
    public let notice: ScanNotice

    public init(
        format: ImageFormat, bytes: Int, detected: [DetectedItem], considered: [DetectedItem], reports: [RecognizerReport], photoID: String? = nil,
        hints: [ScanAdvice] = []
    ) {
        self.format = format
        self.bytes = bytes
        self.detected = detected
        self.considered = considered
        self.reports = reports
        self.photoID = photoID
        self.hints = hints
        notice = ScanNotice(detected: detected, considered: considered, reports: reports)
    }

    init(format: ImageFormat, bytes: Int, detected: [DetectedItem], reports: [RecognizerReport], photoID: String?, hints: [ScanAdvice], notice: ScanNotice) {
        self.format = format
        self.bytes = bytes
        self.detected = detected
        considered = detected
        self.reports = reports
        self.photoID = photoID
        self.hints = hints
        self.notice = notice
    }

    /// The sentence about the result in English, as the JSON API says it.
    public var message: String { notice.english }
    /// What would help, in English, as the JSON API says it.
    public var advice: [String] { hints.map(\.english) }

    /// The sentence about the result in the reader's language.
    public func message(_ words: Wording) -> String { notice.text(words) }
    /// What would help, in the reader's language.
    public func advice(_ words: Wording) -> [String] { hints.map { $0.text(words) } }
}

/// What one recognizer did with one photo.
public struct RecognizerReport: Sendable {
    public let kind: RecognizerKind
    /// Candidates it reported, before merging and the threshold.
    public let found: Int
    public let milliseconds: Int
    /// Why it failed, in the words of `UserFacingError`; nil when it worked.
    public let error: UserFacingError?
}

/// A recognizer as the settings and the scan page show it.
public struct RecognizerStatus: Equatable, Sendable {
    public enum State: String, Codable, Sendable {
        /// Set up, and it has read a photo as it is set up now.
        case ready
        /// Set up, but it has not yet read a photo (a vision model that may not read
        /// images at all, a model that loads on its first photo).
        case untried
        case off, unavailable
    }

    /// True when a scan will run it.
    public var willRun: Bool { state == .ready || state == .untried }

    public let kind: RecognizerKind
    public let state: State
    /// How it is set up ("gpt-4o-mini at api.openai.com"), or why it cannot run.
    public let explanation: RecognizerDetail

    /// `explanation` in English, as the JSON says it.
    public var detail: String { explanation.english }

    /// `explanation` in the reader's language.
    public func detail(_ words: Wording) -> String { explanation.text(words) }
}

/// A detection the person confirmed, perhaps renamed, with its barcode to learn.
public struct ScanConfirmation: Sendable {
    public let name: String
    public let quantity: String
    public let barcode: String?

    public init(name: String, quantity: String = "", barcode: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.barcode = barcode.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// A change to the scan settings; nil fields stay as they are.
public struct ScanSettingsChange: Sendable {
    public var threshold: Float?
    /// "" goes back to the ideas model.
    public var visionModel: String?
    public var enabled: [RecognizerKind: Bool]
    public var onlineProductLookup: Bool?

    public init(threshold: Float? = nil, visionModel: String? = nil, enabled: [RecognizerKind: Bool] = [:], onlineProductLookup: Bool? = nil) {
        self.threshold = threshold
        self.visionModel = visionModel
        self.enabled = enabled
        self.onlineProductLookup = onlineProductLookup
    }

    /// True when it changes nothing (showing the settings).
    public var isEmpty: Bool {
        threshold == nil && visionModel == nil && enabled.isEmpty && onlineProductLookup == nil
    }
}

/// The scan settings with the recognizers' states, as every face shows them (the JSON of
/// `GET /api/scan/settings` and `lunchbox settings scan --json`).
public struct ScanSettingsSummary: Codable, Sendable {
    public let threshold: Float
    public let visionModel: String?
    public let onlineProductLookup: Bool
    public let recognizers: [RecognizerStatus]
}
