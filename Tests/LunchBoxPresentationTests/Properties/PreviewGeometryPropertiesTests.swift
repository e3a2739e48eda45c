import Foundation
import LunchBoxCore
import LunchBoxPresentation
import PropertyBased
import Testing

/// Labels over the camera preview land where the food is seen, whatever the crop.
@Suite("Preview geometry properties")
struct PreviewGeometryPropertiesTests {
    static let tolerance = 1e-6

    static var size: Generator<CGSize, some SendableSequenceType> {
        zip(Gen.double(in: 1...4000), Gen.double(in: 1...4000)).map { CGSize(width: $0, height: $1) }
    }

    static var box: Generator<ScanBox, some SendableSequenceType> {
        zip(Gen.double(in: 0...0.9), Gen.double(in: 0...0.9), Gen.double(in: 0.01...1), Gen.double(in: 0.01...1))
            .compactMap { ScanBox(x: $0, y: $1, width: $2, height: $3) }
    }

    static var geometry: Generator<PreviewGeometry, some SendableSequenceType> {
        zip(size, Gen.element(of: PreviewGravity.allCases).compactMap { $0 }, size).map {
            PreviewGeometry(videoSize: $0, gravity: $1, viewSize: $2)
        }
    }

    static func close(_ a: CGFloat, _ b: CGFloat, scale: CGFloat = 1) -> Bool {
        abs(a - b) <= tolerance * max(1, scale)
    }

    @Test func anAspectFitBoxStaysInsideTheView() async {
        await propertyCheck(count: 200, input: Self.size, Self.size, Self.box) { video, view, box in
            let rect = PreviewGeometry(videoSize: video, gravity: .aspectFit, viewSize: view).viewRect(for: box)
            let slack = Self.tolerance * max(view.width, view.height)
            #expect(rect.minX >= -slack && rect.minY >= -slack)
            #expect(rect.maxX <= view.width + slack && rect.maxY <= view.height + slack)
        }
    }

    @Test func anAspectFillVideoCoversTheViewAndKeepsItsShape() async {
        await propertyCheck(count: 200, input: Self.size, Self.size) { video, view in
            let rect = PreviewGeometry(videoSize: video, gravity: .aspectFill, viewSize: view).videoRect
            let slack = Self.tolerance * max(view.width, view.height, rect.width, rect.height)
            #expect(rect.minX <= slack && rect.minY <= slack)
            #expect(rect.maxX >= view.width - slack && rect.maxY >= view.height - slack)
            #expect(abs(rect.width / rect.height - video.width / video.height) <= 1e-6 * video.width / video.height)
        }
    }

    @Test func mappingThenTheInverseGivesTheBoxBack() async {
        await propertyCheck(count: 200, input: Self.geometry, Self.box) { geometry, box in
            let back = geometry.normalizedRect(forView: geometry.viewRect(for: box))
            #expect(Self.close(back.minX, box.x) && Self.close(back.minY, box.y))
            #expect(Self.close(back.width, box.width) && Self.close(back.height, box.height))
        }
    }

    @Test func theVideosCentreIsTheViewsCentre() async {
        await propertyCheck(count: 200, input: Self.geometry) { geometry in
            let centre = try #require(ScanBox(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
            let rect = geometry.viewRect(for: centre)
            let scale = max(geometry.viewSize.width, geometry.viewSize.height)
            #expect(Self.close(rect.midX, geometry.viewSize.width / 2, scale: scale))
            #expect(Self.close(rect.midY, geometry.viewSize.height / 2, scale: scale))
        }
    }

    @Test func aVisibleLabelIsPlacedInsideTheView() async {
        await propertyCheck(count: 200, input: Self.geometry, Self.box) { geometry, box in
            guard let centre = geometry.labelCentre(for: box) else { return }
            #expect(centre.x >= 0 && centre.x <= geometry.viewSize.width)
            #expect(centre.y >= 0 && centre.y <= geometry.viewSize.height)
        }
    }

    /// The review's case: the upright (9:16) camera frame filling the scanner's wide
    /// preview is cropped top and bottom, so the frame's top half reaches above the view.
    @Test func aFilledWideViewCropsTopAndBottom() throws {
        let geometry = PreviewGeometry(videoSize: CGSize(width: 1080, height: 1920), gravity: .aspectFill, viewSize: CGSize(width: 390, height: 280))
        let box = try #require(ScanBox(x: 0, y: 0, width: 1, height: 0.5))
        let rect = geometry.viewRect(for: box)
        // The 9:16 frame scaled to 390 wide is 693.3 tall: 206.7 hang over top and bottom.
        #expect(abs(rect.minY - (280 - 693.333) / 2) < 0.01)
        #expect(abs(rect.height - 346.667) < 0.01)
        #expect(rect.width == 390)
        let centre = try #require(geometry.labelCentre(for: box))
        #expect(centre.y == 0, "the box's centre is above the view: the label is pulled to the top edge")
    }

    @Test func labelsFollowTheCropOnceTheCameraSaysItsSize() throws {
        let view = CGSize(width: 390, height: 280)
        let geometry = PreviewGeometry(videoSize: CGSize(width: 1080, height: 1920), gravity: .aspectFill, viewSize: view)
        let box = try #require(ScanBox(x: 0.4, y: 0.6, width: 0.2, height: 0.1))
        let uncropped = PreviewGeometry(videoSize: view, gravity: .resize, viewSize: view).viewRect(for: box)
        #expect(abs(geometry.viewRect(for: box).midY - uncropped.midY) > 20, "the crop moves the label")
    }
}
