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

    /// A receipt's page is read whole, every line, with the detector at another size than a
    /// pack's: the reader keeps a network for each.
    @Test func aPageIsReadLineByLineBesideAPack() async throws {
        let folder = try TemporaryDirectory()
        let reader = try LinuxRecognizerTests.labelReader()
        let pack = try ScanPhoto(try ScanToolImages.text("BANANAS", dpi: 300, in: folder.url))
        #expect(try await reader.recognize(pack).contains { $0.label == "banana" })
        let lines = ["WHOLE MILK 2L 1.45", "BANANAS 0.80", "CHEDDAR 400G 2.50", "CARRIER BAG 0.10", "TOTAL 4.85"]
        let page = try ScanPhoto(try ScanToolImages.text(lines.joined(separator: "\n"), dpi: 200, in: folder.url))
        let read = try await reader.text(in: page).map { $0.text.uppercased() }
        for word in ["MILK", "BANANAS", "CHEDDAR", "TOTAL"] {
            #expect(read.contains { $0.contains(word) }, "\(word) in \(read)")
        }
        #expect(try await reader.recognize(pack).contains { $0.label == "banana" }, "the pack's detector is still its own")
    }
}
