import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxLive

/// Issue 25: a clean label reading BANANAS (528 x 132, letters 60 px tall) was no longer
/// read: scaled to 1200 px its letters were 136 px tall, and tesseract read "BHAMAMNAS".
@Suite("Label reader, text of any size")
struct LabelScaleTests {
    @Test func textTooTallAtTheWorkingSizeIsReadAgainAtItsBestHeight() throws {
        let line = RecognizedText(text: "BHAMAMNAS", confidence: 0.24, box: ScanBox(x: 0.1, y: 0.27, width: 0.8, height: 136.0 / 300))
        let side = try #require(TesseractLabelReader.rereadSide(for: [line], workingHeight: 300))
        #expect(side == 282)
        // 136 px becomes 32 px at that side.
        #expect(abs(136.0 * Double(side) / 1200 - TesseractLabelReader.bestTextHeight) < 1)
    }

    @Test func textOfAReadableHeightIsReadOnce() {
        let line = RecognizedText(text: "YOGHURT", confidence: 0.9, box: ScanBox(x: 0, y: 0, width: 0.5, height: 40.0 / 900))
        #expect(TesseractLabelReader.rereadSide(for: [line], workingHeight: 900) == nil)
        #expect(TesseractLabelReader.rereadSide(for: [], workingHeight: 900) == nil)
    }

    @Test(arguments: [120, 300, 600])
    func aCleanLabelIsReadAtAnySize(dpi: Int) async throws {
        let tools = ScanTools.locate(environment: ProcessInfo.processInfo.environment)
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.text("BANANAS", dpi: dpi, in: folder.url))
        let reader = TesseractLabelReader(
            tesseract: try #require(tools.tesseract),
            preparer: VipsImagePreparer(vipsthumbnail: try #require(tools.vipsthumbnail), vipsheader: try #require(tools.vipsheader)),
            reader: LabelTextReader(lexicon: try KitchenGenerators.lexicon()))
        let found = try await reader.recognize(photo)
        #expect(found.contains { $0.label == "banana" && $0.confidence >= 0.6 }, "\(found)")
    }
}
