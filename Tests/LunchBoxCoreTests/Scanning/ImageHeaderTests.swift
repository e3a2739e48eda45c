import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// A photo's declared size and wholeness, read from its bytes (issue 27, cases 6 and 10).
@Suite("Image header")
struct ImageHeaderTests {
    @Test func readsTheSizeEachFormatDeclares() {
        #expect(ImageHeader.read(TestPhotos.jpeg, format: .jpeg) == ImageHeader(width: 16, height: 16))
        #expect(ImageHeader.read(TestPhotos.png, format: .png) == ImageHeader(width: 1, height: 1))
        let gif = Data(Array("GIF89a".utf8) + [0xE0, 0x2E, 0x28, 0x23, 0, 0, 0, 0x3B])
        #expect(ImageHeader.read(gif, format: .gif) == ImageHeader(width: 12_000, height: 9_000))
        var webp = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        webp += [0xDF, 0x2E, 0x00, 0x27, 0x23, 0x00]
        #expect(ImageHeader.read(Data(webp), format: .webp) == ImageHeader(width: 12_000, height: 9_000))
        var heic = [UInt8](repeating: 0, count: 8) + Array("ftypheic".utf8) + [0, 0, 0, 20] + Array("ispe".utf8) + [0, 0, 0, 0]
        heic += [0, 0, 0x2E, 0xE0, 0, 0, 0x23, 0x28] + [UInt8](repeating: 0, count: 16)
        #expect(ImageHeader.read(Data(heic), format: .heic) == ImageHeader(width: 12_000, height: 9_000))
    }

    @Test func aPhotoCutOffIsNotWhole() {
        #expect(ImageHeader.isComplete(TestPhotos.jpeg, format: .jpeg))
        #expect(ImageHeader.isComplete(TestPhotos.png, format: .png))
        #expect(!ImageHeader.isComplete(TestPhotos.jpeg.dropLast(2), format: .jpeg))
        #expect(!ImageHeader.isComplete(TestPhotos.png.dropLast(8), format: .png))
        #expect(ImageHeader.isComplete(TestPhotos.jpeg + Data("a trailer after the image".utf8), format: .jpeg))
        #expect(ImageHeader.isComplete(TestPhotos.png + Data([7]), format: .png))
    }

    @Test func aPhotoOverTheLimitOrDamagedIsRefusedBeforeAnyRecognizer() {
        var bomb = [UInt8](TestPhotos.jpeg)
        bomb[7...10] = [0x23, 0x28, 0x2E, 0xE0]
        #expect(throws: ScanError.unreadablePhoto(reason: "it has more than 100 megapixels")) { try ScanPhoto(Data(bomb)) }
        #expect(throws: ScanError.unreadablePhoto(reason: "it is damaged or not a complete image")) { try ScanPhoto(Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2])) }
        #expect(throws: Never.self) { try ScanPhoto(TestPhotos.jpeg) }
    }
}
