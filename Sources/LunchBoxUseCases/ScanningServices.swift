import LunchBoxCore

/// What the platform lends scanning: the recognizers that run on this machine (OCR and
/// barcodes through tesseract and zbar here; Apple Vision on iOS), why any is missing,
/// the image library that resizes photos for the vision model, and the online product
/// lookup (used only when the person turns it on).
public struct ScanningServices: Sendable {
    public var recognizers: [any FoodRecognizer]
    /// Local recognizers that cannot run here, with the reason.
    public var unavailable: [RecognizerAvailability]
    public var imagePreparer: (any ImagePreparer)?
    public var productLookup: (any ProductLookup)?

    public init(
        recognizers: [any FoodRecognizer] = [], unavailable: [RecognizerAvailability] = [], imagePreparer: (any ImagePreparer)? = nil,
        productLookup: (any ProductLookup)? = nil
    ) {
        self.recognizers = recognizers
        self.unavailable = unavailable
        self.imagePreparer = imagePreparer
        self.productLookup = productLookup
    }

    /// No recognizer at all: scanning answers `ScanError.noRecognizer` until an AI key
    /// and an image preparer exist.
    public static let none = ScanningServices()
}
