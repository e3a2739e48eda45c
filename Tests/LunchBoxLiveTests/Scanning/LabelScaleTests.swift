import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxLive

/// The label reader (PP-OCR over OpenCV, the models scripts/setup builds) reads a clean
/// label whatever the size of its letters: issue 25's BANANAS, 60 px tall in a 528 px
/// image, was misread by the reader before this one when scaled up.
@Suite("Label reader, text of any size")
struct LabelScaleTests {
    @Test(arguments: [120, 300, 600])
    func aCleanLabelIsReadAtAnySize(dpi: Int) async throws {
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.text("BANANAS", dpi: dpi, in: folder.url))
        let found = try await LinuxRecognizerTests.labelReader().recognize(photo)
        #expect(found.contains { $0.label == "banana" && $0.confidence >= 0.6 }, "\(found)")
    }

    @Test func aNameAcrossTwoLinesIsOneFood() async throws {
        let folder = try TemporaryDirectory()
        let photo = try ScanPhoto(try ScanToolImages.text("APPLE\nJUICE", dpi: 300, in: folder.url))
        let found = try await LinuxRecognizerTests.labelReader().recognize(photo)
        #expect(found.map(\.label) == ["apple juice"], "the more specific food, read across the two lines")
    }
}
