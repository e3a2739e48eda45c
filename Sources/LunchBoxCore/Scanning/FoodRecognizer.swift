import Foundation

/// Turns a photo into foods it probably shows, each with a confidence.
///
/// Implementations (Apple Vision on iOS, a vision-capable AI endpoint, OCR and barcodes
/// on Linux) plug in here; every detection then passes the same confidence threshold and
/// the confirm-or-dismiss step before it reaches the inventory.
public protocol FoodRecognizer: Sendable {
    /// A short name for the page ("Apple Vision").
    var name: String { get }
    func recognize(_ photo: Data, format: ImageFormat) async throws -> [DetectedItem]
}
