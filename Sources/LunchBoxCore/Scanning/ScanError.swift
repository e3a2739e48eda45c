/// Why a photo could not be scanned. Every case says what to do instead.
public enum ScanError: Error, Equatable, Sendable {
    case emptyPhoto
    case notAPhoto
    case photoTooLarge(maximumBytes: Int)
    /// The bytes start like an image but could not be decoded (damaged, cut off), or it
    /// has more pixels than is safe to decode.
    case unreadablePhoto(reason: String)
    /// No recognizer can run: none is set up or installed.
    case noRecognizer
    /// A barcode or item to confirm had no name.
    case missingName
    /// A live scan's id is not one a scan page makes.
    case invalidLiveScan
    /// As many photos as this machine scans at once are being scanned already.
    case busy
    /// The kitchen memory has learnt nothing by this name.
    case notLearnt(String)
    /// Nothing on this machine reads a page of text (the text models are not built).
    case noReceiptReader
    /// A list to confirm had nothing ticked.
    case nothingConfirmed
    /// More to confirm at once than anyone ticks (a script, not a person).
    case tooManyConfirmed(maximum: Int)
}

extension ScanError {
    /// True for a photo that could not be decoded, whatever the reason.
    public var isUnreadablePhoto: Bool {
        if case .unreadablePhoto = self { return true }
        return false
    }
}

extension ScanError: UserFacingErrorConvertible {
    public var userFacingError: UserFacingError {
        switch self {
        case .emptyPhoto:
            UserFacingError(Fault(title: "fault2.title.emptyPhoto", message: "fault2.scan.emptyPhoto"), kind: .input)
        case .notAPhoto:
            UserFacingError(Fault(title: "fault2.title.notAPhoto", message: "fault2.scan.notAPhoto"), kind: .input)
        case .photoTooLarge(let maximumBytes):
            UserFacingError(Fault(title: "fault2.title.photoTooLarge", message: "fault2.scan.photoTooLarge", [.number(maximumBytes / 1_048_576)]), kind: .input)
        case .unreadablePhoto(let reason):
            UserFacingError(Fault(title: "fault2.title.photoUnreadable", message: "fault2.scan.unreadablePhoto", [.text(reason)]), kind: .input)
        case .noRecognizer:
            UserFacingError(Fault(title: "fault2.title.noRecognizer", message: "fault2.scan.noRecognizer"), actions: [.openSettings], kind: .needsAction)
        case .missingName:
            UserFacingError(Fault(title: "fault2.title.nameNeeded", message: "fault2.scan.missingName"), kind: .input)
        case .busy:
            UserFacingError(Fault(title: "fault2.title.busyScanning", message: "fault2.scan.busy"), actions: [.retry], kind: .busy)
        case .invalidLiveScan:
            UserFacingError(Fault(title: "fault2.title.liveScanNotValid", message: "fault2.scan.invalidLiveScan"), kind: .input)
        case .noReceiptReader:
            UserFacingError(Fault(title: "fault2.title.noReceiptReader", message: "fault2.scan.noReceiptReader"), kind: .needsAction)
        case .nothingConfirmed:
            UserFacingError(Fault(title: "fault2.title.nothingTicked", message: "fault2.scan.nothingConfirmed"), kind: .input)
        case .tooManyConfirmed(let maximum):
            UserFacingError(Fault(title: "fault2.title.tooManyAtOnce", message: "fault2.scan.tooManyConfirmed", count: maximum), kind: .input)
        case .notLearnt(let food):
            UserFacingError(Fault(title: "fault2.title.notLearnt", message: "fault2.scan.notLearnt", [.text(food)]), kind: .notFound)
        }
    }
}
