import LunchBoxCore
import Testing

@Suite("Boxes from Apple Vision's bottom-left coordinates")
struct ScanBoxBottomLeftTests {
    @Test func aBoxNearTheBottomEndsUpNearTheBottom() throws {
        // Given a box 10% from the bottom, 20% tall, as Vision reports it
        let box = try #require(ScanBox(bottomLeftX: 0.25, y: 0.1, width: 0.5, height: 0.2))
        // Then from the top it starts at 70%
        #expect(abs(box.y - 0.7) < 1e-9 && box.x == 0.25 && box.width == 0.5 && abs(box.height - 0.2) < 1e-9)
    }

    @Test func theWholePictureStaysTheWholePicture() throws {
        let box = try #require(ScanBox(bottomLeftX: 0, y: 0, width: 1, height: 1))
        #expect(box == ScanBox(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func aBoxOutsideThePictureIsNone() {
        #expect(ScanBox(bottomLeftX: 0.2, y: 1.5, width: 0.1, height: 0.1) == nil)
    }
}
