import Foundation
import LunchBoxCore
import Vision

/// The kitchen memory's features on iOS: Vision's image feature print
/// (`VNGenerateImageFeaturePrintRequest`), computed on the device. It has no classes, so
/// it feeds the kitchen memory only; the scanning use case keeps the prints (never the
/// photos) and matches them as on every face.
struct VisionFeaturePrintModel: FoodImageModel {
    let availability = RecognizerAvailability(kind: .foodModel)
    /// Prints of another revision are not compared with these.
    let printModel = "apple-vision-feature-print-\(VNGenerateImageFeaturePrintRequest.currentRevision)"
    /// Not fitted to Vision's prints (nothing here can run them): the food model's curve,
    /// which asks a clear margin over the next food before it is sure.
    let calibration = MemoryCalibration.foodModel

    func analyze(_ photo: ScanPhoto) async throws -> ImageAnalysis {
        let printModel = printModel
        let print = try await VisionRequests.perform({ VNGenerateImageFeaturePrintRequest() }, on: photo.data) { request -> FeaturePrint in
            guard let observation = request.results?.first, observation.elementType == .float else {
                throw ScanError.unreadablePhoto(reason: "Vision gave no features for it")
            }
            let values = observation.data.withUnsafeBytes { Array($0.bindMemory(to: Float.self).prefix(observation.elementCount)) }
            guard let print = FeaturePrint(model: printModel, values: values) else {
                throw ScanError.unreadablePhoto(reason: "Vision gave no features for it")
            }
            return print
        }
        return ImageAnalysis(classProbabilities: [], print: print)
    }
}
