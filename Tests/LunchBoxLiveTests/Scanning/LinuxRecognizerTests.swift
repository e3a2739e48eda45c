import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxLive

/// The Linux recognizers with the real Debian tools (scripts/setup installs them).
@Suite("Linux recognizers")
struct LinuxRecognizerTests {
    let tools = ScanTools.locate(environment: ProcessInfo.processInfo.environment)

    func preparer() throws -> VipsImagePreparer {
        VipsImagePreparer(vipsthumbnail: try #require(tools.vipsthumbnail), vipsheader: try #require(tools.vipsheader))
    }

    /// The label reader as the app builds it; scripts/setup builds its models, and the build
    /// makes the library: a machine without them fails here, it does not skip.
    static func labelReader() throws -> OpenCVTextReader {
        let environment = ProcessInfo.processInfo.environment
        let tools = ScanTools.locate(environment: environment)
        let models = LiveScanning.foodModelFile(environment: environment).deletingLastPathComponent()
        #expect(OpenCVTextReader.isBuilt(in: models), "scripts/setup builds the text models into \(models.path)")
        return OpenCVTextReader(
            models: models, library: LiveScanning.foodModelLibrary(environment: environment),
            preparer: VipsImagePreparer(vipsthumbnail: try #require(tools.vipsthumbnail), vipsheader: try #require(tools.vipsheader)),
            reader: LabelTextReader(lexicon: try KitchenGenerators.lexicon()))
    }

    @Test func theLabelReaderFindsFoodsPrintedOnALabel() async throws {
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.text("Greek YOGHURT", in: folder.url))
        let found = try await Self.labelReader().recognize(photo)
        #expect(found.contains { $0.label == "greek yogurt" || $0.label == "yogurt" }, "\(found)")
        #expect(found.allSatisfy { $0.recognizer == .labelReader && $0.box != nil })
    }

    @Test func theBarcodeReaderReadsAnEAN13() async throws {
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.ean13("400638133393", in: folder.url))
        let found = try await ZBarBarcodeReader(zbarimg: try #require(tools.zbarimg)).recognize(photo)
        #expect(found.map(\.barcode) == ["4006381333931"])
        #expect(found.first?.label == "")
    }

    @Test func aPhotoWithoutABarcodeHasNone() async throws {
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.photo(width: 200, height: 100, in: folder.url))
        #expect(try await ZBarBarcodeReader(zbarimg: try #require(tools.zbarimg)).recognize(photo).isEmpty)
    }

    @Test func aLargePhotoIsDownscaledTo1024OnItsLongSide() async throws {
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.photo(width: 3000, height: 2000, in: folder.url))
        let prepared = try await preparer().jpeg(photo, longestSide: 1024, quality: 80)
        #expect(prepared.width == 1024)
        #expect(prepared.height == 683)
        #expect(ImageFormat(detecting: prepared.jpeg) == .jpeg)
        let small = try await preparer().jpeg(try ScanPhoto(try ScanToolImages.photo(width: 300, height: 200, in: folder.url)), longestSide: 1024, quality: 80)
        #expect(small.width == 300)
    }

    @Test func aDamagedPhotoIsRefusedInWords() async throws {
        let header = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x42, count: 2_000)
        await #expect(throws: ScanError.unreadablePhoto(reason: "it is damaged or not a complete image")) {
            _ = try await preparer().jpeg(try ScanPhoto(header), longestSide: 1024, quality: 80)
        }
    }

    @Test func aPixelBombIsRefusedBeforeDecoding() async throws {
        // A PNG header claiming 20000 x 20000 pixels (400 megapixels).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]) + Data("IHDR".utf8)
        png += Data([0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0]) + Data([0x5A, 0x1E, 0x9B, 0x19])
        await #expect(throws: ScanError.self) {
            _ = try await preparer().jpeg(try ScanPhoto(png), longestSide: 1024, quality: 80)
        }
    }

    @Test func vipsHeaderLinesAreRead() {
        #expect(VipsImagePreparer.size(inHeaderLine: "/tmp/x/photo.jpg: 4032x3024 uchar, 3 bands, srgb, jpegload\n")! == (4032, 3024))
        #expect(VipsImagePreparer.size(inHeaderLine: "garbage") == nil)
    }
}
