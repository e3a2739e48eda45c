import Foundation
import LunchBoxCore

/// How the camera preview fits the video into its view, as AVCaptureVideoPreviewLayer's
/// `videoGravity` does (`.resizeAspectFill`, `.resizeAspect`, `.resize`).
public enum PreviewGravity: String, CaseIterable, Sendable {
    /// Fills the view, keeping the aspect ratio: the video's overflowing sides are cropped.
    case aspectFill
    /// Fits inside the view, keeping the aspect ratio: bars on two sides.
    case aspectFit
    /// Stretches the video to the view.
    case resize
}

/// Where a detection box (fractions of the video frame, top-left origin) lands on the
/// preview view. The preview crops or letterboxes the video, so multiplying the box by
/// the view's size puts labels in the wrong place: this places them where the food is
/// seen. Pure, so it is property-tested here; the iOS overlay only draws at its answer.
public struct PreviewGeometry: Equatable, Sendable {
    public var videoSize: CGSize
    public var gravity: PreviewGravity
    public var viewSize: CGSize

    public init(videoSize: CGSize, gravity: PreviewGravity, viewSize: CGSize) {
        self.videoSize = videoSize
        self.gravity = gravity
        self.viewSize = viewSize
    }

    /// The whole video frame in view coordinates: larger than the view when filled (the
    /// crop hangs over the edges), inside it when fitted.
    public var videoRect: CGRect {
        guard videoSize.width > 0, videoSize.height > 0, gravity != .resize else {
            return CGRect(origin: .zero, size: viewSize)
        }
        let scaleX = viewSize.width / videoSize.width
        let scaleY = viewSize.height / videoSize.height
        let scale = gravity == .aspectFill ? max(scaleX, scaleY) : min(scaleX, scaleY)
        let size = CGSize(width: videoSize.width * scale, height: videoSize.height * scale)
        return CGRect(x: (viewSize.width - size.width) / 2, y: (viewSize.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The box on the view (it may reach past the view's edges when the video is cropped).
    public func viewRect(for box: ScanBox) -> CGRect {
        viewRect(forNormalized: CGRect(x: box.x, y: box.y, width: box.width, height: box.height))
    }

    /// A rectangle of fractions of the video frame, on the view.
    public func viewRect(forNormalized rect: CGRect) -> CGRect {
        let video = videoRect
        return CGRect(
            x: video.minX + rect.minX * video.width, y: video.minY + rect.minY * video.height,
            width: rect.width * video.width, height: rect.height * video.height)
    }

    /// The inverse: a rectangle on the view as fractions of the video frame (for a tap
    /// on the preview, say).
    public func normalizedRect(forView rect: CGRect) -> CGRect {
        let video = videoRect
        guard video.width > 0, video.height > 0 else { return .zero }
        return CGRect(
            x: (rect.minX - video.minX) / video.width, y: (rect.minY - video.minY) / video.height,
            width: rect.width / video.width, height: rect.height / video.height)
    }

    /// Where a label for `box` goes: the box's centre, kept inside the visible view so a
    /// label for food at the cropped edge is still readable; nil when the box is wholly
    /// outside what the preview shows.
    public func labelCentre(for box: ScanBox) -> CGPoint? {
        let rect = viewRect(for: box)
        let visible = CGRect(origin: .zero, size: viewSize)
        guard rect.intersects(visible) else { return nil }
        return CGPoint(x: min(max(rect.midX, 0), viewSize.width), y: min(max(rect.midY, 0), viewSize.height))
    }
}
