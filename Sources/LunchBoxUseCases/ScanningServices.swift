import LunchBoxCore

/// What the platform lends scanning: the recognizers that run on this machine (OCR and
/// barcodes through PP-OCR and zbar here; Apple Vision on iOS), why any is missing,
/// the on-device image model that the food model and the kitchen memory read, the
/// image library that resizes photos for the vision model, and the online product
/// lookup (used only when the person turns it on).
public struct ScanningServices: Sendable {
    public var recognizers: [any FoodRecognizer]
    /// Local recognizers that cannot run here, with the reason.
    public var unavailable: [RecognizerAvailability]
    public var imagePreparer: (any ImagePreparer)?
    public var productLookup: (any ProductLookup)?
    /// The on-device image model (loaded on its first photo), if this machine has one.
    public var imageModel: (any FoodImageModel)?
    /// Which of the image model's classes are which foods; nil for a model without
    /// classes (Vision's feature print), which then feeds the kitchen memory only.
    public var classMap: FoodClassMap?
    /// Reads every line of a till receipt, if this machine can.
    public var documentReader: (any DocumentTextReader)?

    public init(
        recognizers: [any FoodRecognizer] = [], unavailable: [RecognizerAvailability] = [], imagePreparer: (any ImagePreparer)? = nil,
        productLookup: (any ProductLookup)? = nil, imageModel: (any FoodImageModel)? = nil, classMap: FoodClassMap? = nil,
        documentReader: (any DocumentTextReader)? = nil
    ) {
        self.recognizers = recognizers
        self.unavailable = unavailable
        self.imagePreparer = imagePreparer
        self.productLookup = productLookup
        self.imageModel = imageModel
        self.classMap = classMap
        self.documentReader = documentReader
    }

    /// No recognizer at all: scanning answers `ScanError.noRecognizer` until an AI key
    /// and an image preparer exist.
    public static let none = ScanningServices()
}
