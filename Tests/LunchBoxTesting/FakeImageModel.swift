import Foundation
import LunchBoxCore

/// An image model that answers from a table: each photo's bytes to the features and
/// class probabilities a real model would give, and counts its calls.
public final class FakeImageModel: FoodImageModel, @unchecked Sendable {
    public let availability: RecognizerAvailability
    public let printModel: String
    public let calibration = MemoryCalibration.foodModel
    private let lock = NSLock()
    private var answers: [Data: ImageAnalysis] = [:]
    private var calls = 0

    public init(printModel: String = "fake-model", missing: RecognizerMissing? = nil) {
        self.printModel = printModel
        availability = RecognizerAvailability(kind: .foodModel, missing: missing)
    }

    /// `photo` will look like `features`, with all its class probability on `classIndex`.
    public func answer(_ photo: Data, features: [Float], classIndex: Int? = nil) {
        var probabilities = [Float](repeating: 0, count: 1000)
        if let classIndex { probabilities[classIndex] = 1 }
        guard let print = FeaturePrint(model: printModel, values: features) else { return }
        lock.withLock { answers[photo] = ImageAnalysis(classProbabilities: probabilities, print: print) }
    }

    public var callCount: Int { lock.withLock { calls } }

    public func analyze(_ photo: ScanPhoto) async throws -> ImageAnalysis {
        try lock.withLock {
            calls += 1
            guard let answer = answers[photo.data] else { throw ScanError.unreadablePhoto(reason: "the fake model was not told about it") }
            return answer
        }
    }

    /// A photo whose bytes differ from every other one made with another `index`.
    public static func photo(_ index: UInt8) -> Data {
        TestPhotos.png + Data([index])
    }

    /// A unit vector along `axis` (of 8), tilted a little toward `toward` when given.
    public static func features(axis: Int, toward: Int? = nil, by tilt: Float = 0.1) -> [Float] {
        var values = [Float](repeating: 0, count: 8)
        values[axis] = 1
        if let toward { values[toward] = tilt }
        return values
    }
}
