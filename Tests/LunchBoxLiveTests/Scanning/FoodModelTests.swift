import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxLive

/// The real food model (built by scripts/setup, run by OpenCV through the
/// LunchBoxFoodModel library) on photos committed with the tests.
@Suite("Food model, on real photos")
struct FoodModelTests {
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/grocery").standardizedFileURL
    let environment = ProcessInfo.processInfo.environment

    func photo(_ name: String) throws -> ScanPhoto {
        try ScanPhoto(try Data(contentsOf: Self.photos.appendingPathComponent(name)))
    }

    func model() throws -> OpenCVFoodModel {
        let tools = ScanTools.locate(environment: environment)
        let preparer = VipsImagePreparer(vipsthumbnail: try #require(tools.vipsthumbnail), vipsheader: try #require(tools.vipsheader))
        let model = OpenCVFoodModel(
            modelFile: LiveScanning.foodModelFile(environment: environment), library: LiveScanning.foodModelLibrary(environment: environment),
            preparer: preparer)
        // No skipping: scripts/setup builds the model and the build makes the library.
        #expect(model.availability.isAvailable, "\(model.availability.unavailableReason ?? "")")
        return model
    }

    /// Issue 38, item 5: a model `scripts/setup` makes while the server runs is found
    /// at the next photo, without a restart; and it reads photos then.
    @Test func aModelThatAppearsIsUsedWithoutARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunchbox-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(OpenCVFoodModel.modelFileName)
        let tools = ScanTools.locate(environment: environment)
        let preparer = VipsImagePreparer(vipsthumbnail: try #require(tools.vipsthumbnail), vipsheader: try #require(tools.vipsheader))
        let model = OpenCVFoodModel(modelFile: file, library: LiveScanning.foodModelLibrary(environment: environment), preparer: preparer)
        #expect(model.availability.unavailableReason?.contains("run scripts/setup") == true)
        try FileManager.default.copyItem(at: LiveScanning.foodModelFile(environment: environment), to: file)
        #expect(model.availability.isAvailable)
        let analysis = try await model.analyze(try photo("Banana_003.jpg"))
        #expect(analysis.classProbabilities.count == OpenCVFoodModel.classCount)
    }

    @Test func itNamesProduceItsClassesKnow() async throws {
        let model = try model()
        let map = try FoodClassMap.bundled(lexicon: try KitchenGenerators.lexicon())
        for (file, food) in [("Banana_003.jpg", "banana"), ("Pineapple_005.jpg", "pineapple"), ("Red-Bell-Pepper_002.jpg", "bell pepper")] {
            let analysis = try await model.analyze(try photo(file))
            let candidate = try #require(map.candidates(fromProbabilities: analysis.classProbabilities).first)
            #expect(candidate.label == food, "\(file)")
            #expect(candidate.confidence >= 0.7, "\(file)")
        }
    }

    @Test func aCartonTaughtFromOnePhotoIsKnownInAnother() async throws {
        let model = try model()
        let taught = try await model.analyze(try photo("Oatly-Oat-Milk_001.jpg"))
        let memory = KitchenMemory(
            examples: [MemoryExample(id: 1, food: "oat milk", print: taught.print, learnedAt: Date())], calibration: model.calibration)
        let other = try await model.analyze(try photo("Oatly-Oat-Milk_003.jpg"))
        let match = try #require(memory.match(other.print))
        #expect(match.food == "oat milk")
        #expect(match.confidence >= 0.6)
        let banana = try #require(memory.match(try await model.analyze(try photo("Banana_003.jpg")).print))
        #expect(banana.confidence < 0.6, "a banana is not the carton")
    }

    @Test func aDamagedPhotoIsAClearError() async throws {
        let model = try model()
        await #expect(throws: ScanError.self) { try await model.analyze(try ScanPhoto(TestPhotos.jpeg + Data(repeating: 7, count: 100))) }
    }
}

@Suite("Pixel images for the food model")
struct PixelImageTests {
    @Test func aBinaryPPMIsReadWithCommentsInItsHeader() throws {
        let data = Data("P6\n# vips2ppm\n2 1\n255\n".utf8) + Data([255, 0, 0, 0, 0, 255])
        let image = try PixelImage(ppm: data)
        #expect(image == PixelImage(width: 2, height: 1, rgb: [255, 0, 0, 0, 0, 255]))
    }

    @Test func aGreyPGMBecomesRGB() throws {
        let image = try PixelImage(ppm: Data("P5 1 2 255\n".utf8) + Data([10, 20]))
        #expect(image.rgb == [10, 10, 10, 20, 20, 20])
    }

    @Test func aCutOffOrSixteenBitImageIsRefused() {
        #expect(throws: ScanError.self) { try PixelImage(ppm: Data("P6 2 2 255\n".utf8) + Data([1, 2, 3])) }
        #expect(throws: ScanError.self) { try PixelImage(ppm: Data("P6 1 1 65535\n".utf8) + Data(repeating: 0, count: 6)) }
        #expect(throws: ScanError.self) { try PixelImage(ppm: Data("P3 1 1 255\n0 0 0".utf8)) }
    }

    @Test func theCentreSquareIsCutFromTheMiddle() {
        let pixels = (0..<12).flatMap { [UInt8($0), UInt8($0), UInt8($0)] }
        let image = PixelImage(width: 4, height: 3, rgb: pixels)
        let centre = image.centerSquare(fraction: 2.0 / 3.0)
        #expect(centre.width == 2 && centre.height == 2)
        #expect(centre.rgb.enumerated().filter { $0.offset % 3 == 0 }.map(\.element) == [1, 2, 5, 6])
    }
}
