import Foundation

/// An image model on this device: what the food model and the kitchen memory both read
/// from one pass over a photo. The ONNX EfficientNet over OpenCV on Linux and macOS;
/// Vision's feature print on iOS (no class scores there).
public protocol FoodImageModel: Sendable {
    /// Whether it can run here, or why not ("run scripts/setup to build it").
    var availability: RecognizerAvailability { get }
    /// The name its prints carry ("efficientnet-lite0-256"): a memory learnt with
    /// another model is not compared with them.
    var printModel: String { get }
    /// How this model's prints become a kitchen-memory confidence.
    var calibration: MemoryCalibration { get }
    func analyze(_ photo: ScanPhoto) async throws -> ImageAnalysis
}

/// One photo as an image model saw it.
public struct ImageAnalysis: Equatable, Sendable {
    /// Softmax probabilities over the model's classes; empty for a model without classes.
    public let classProbabilities: [Float]
    public let print: FeaturePrint

    public init(classProbabilities: [Float], print: FeaturePrint) {
        self.classProbabilities = classProbabilities
        self.print = print
    }
}
