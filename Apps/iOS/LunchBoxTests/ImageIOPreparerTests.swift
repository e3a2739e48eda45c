import LunchBoxCore
import UIKit
import XCTest

@testable import LunchBox

/// ImageIO downscales, never enlarges, and refuses what is not a picture.
final class ImageIOPreparerTests: XCTestCase {
    private func photo(width: Int, height: Int) throws -> ScanPhoto {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: .init(for: .init(displayScale: 1)))
        let image = renderer.image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        return try ScanPhoto(XCTUnwrap(image.jpegData(compressionQuality: 0.9)))
    }

    func testALargePhotoIsDownscaledToTheLongestSide() async throws {
        let prepared = try await ImageIOPreparer().jpeg(photo(width: 3000, height: 2000), longestSide: 1024, quality: 80)
        XCTAssertEqual(prepared.width, 1024)
        XCTAssertEqual(prepared.height, 683, accuracy: 1)
        XCTAssertEqual(ImageFormat(detecting: prepared.jpeg), .jpeg)
    }

    func testASmallPhotoIsNotEnlarged() async throws {
        let prepared = try await ImageIOPreparer().jpeg(photo(width: 300, height: 200), longestSide: 1024, quality: 80)
        XCTAssertEqual(prepared.width, 300)
    }

    func testABrokenJPEGIsUnreadable() async throws {
        let broken = try ScanPhoto(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]))
        do {
            _ = try await ImageIOPreparer().jpeg(broken, longestSide: 1024, quality: 80)
            XCTFail("a broken photo was prepared")
        } catch ScanError.unreadablePhoto {
        }
    }
}
