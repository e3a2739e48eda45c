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
            UserFacingError(title: "Empty photo", message: "The photo was empty. Take or choose a photo and try again.", kind: .input)
        case .notAPhoto:
            UserFacingError(title: "Not a photo", message: "That file is not a photo. Send a JPEG, PNG, WebP, HEIC or GIF image.", kind: .input)
        case .photoTooLarge(let maximumBytes):
            UserFacingError(
                title: "Photo too large", message: "That photo is larger than \(maximumBytes / 1_048_576) MB. Choose a smaller one or take it again.", kind: .input)
        case .unreadablePhoto(let reason):
            UserFacingError(title: "Photo not readable", message: "That photo could not be read (\(reason)). Take it again or choose another.", kind: .input)
        case .noRecognizer:
            UserFacingError(
                title: "No food recognition",
                message:
                    "No food recognizer is set up here. Save an AI key with a vision model to recognise food in photos, or type what you see.",
                actions: [.openSettings], kind: .needsAction)
        case .missingName:
            UserFacingError(title: "Name needed", message: "Say what this is before adding it to the kitchen.", kind: .input)
        case .busy:
            UserFacingError(
                title: "Busy scanning", message: "LunchBox is already scanning as many photos as this computer can. Try again in a moment.", actions: [.retry],
                kind: .busy)
        case .invalidLiveScan:
            UserFacingError(title: "Live scan not valid", message: "This live scan is not valid. Reload the scan page and start again.", kind: .input)
        case .noReceiptReader:
            UserFacingError(
                title: "Receipts not readable here",
                message: "This computer cannot read receipts yet: run scripts/setup to build the text reader, or type what you bought.",
                kind: .needsAction)
        case .nothingConfirmed:
            UserFacingError(title: "Nothing ticked", message: "Nothing was ticked, so nothing was added. Tick what you bought.", kind: .input)
        case .tooManyConfirmed(let maximum):
            UserFacingError(title: "Too many at once", message: "Confirm at most \(maximum) foods at a time.", kind: .input)
        case .notLearnt(let food):
            UserFacingError(
                title: "Not learnt", message: "The kitchen memory has learnt nothing called \"\(food)\". List what it has learnt to see the names.",
                kind: .notFound)
        }
    }
}
