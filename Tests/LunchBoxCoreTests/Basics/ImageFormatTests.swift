import Foundation
import LunchBoxCore
import Testing

@Suite("Image formats")
struct ImageFormatTests {
    @Test(
        arguments: [
            ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], ImageFormat.jpeg),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], .png),
            (Array("GIF89a....".utf8), .gif),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
            ([0, 0, 0, 0x18] + Array("ftypheic0000".utf8), .heic),
        ] as [([UInt8], ImageFormat)])
    func recognisesPhotosByTheirBytes(bytes: [UInt8], format: ImageFormat) {
        #expect(ImageFormat(detecting: Data(bytes)) == format)
    }

    @Test(arguments: ["", "hello", "<html><script>", "%PDF-1.7", "PK\u{3}\u{4}zip"])
    func refusesEverythingElse(text: String) {
        #expect(ImageFormat(detecting: Data(text.utf8)) == nil)
    }
}
