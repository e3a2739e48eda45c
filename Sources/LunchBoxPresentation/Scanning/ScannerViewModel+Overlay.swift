import Foundation
import LunchBoxCore

/// A recognised name over the camera preview, where the food is seen.
public struct DetectionLabelPlacement: Identifiable, Equatable, Sendable {
    public let id: DetectedItem.ID
    public let title: String
    /// The label's centre in the preview view's coordinates.
    public let centre: CGPoint
}

extension ScannerViewModel {
    /// How the preview shows the video: filled and cropped, as the app's preview layer
    /// is configured (`CameraPreview` sets `.resizeAspectFill` from this).
    public static let previewGravity = PreviewGravity.aspectFill

    /// Where each boxed detection's label goes on a preview view of `viewSize`, through
    /// the preview's crop. Before the camera reports its frame size, labels go where
    /// the box would be with no crop (a photo from the library fills the area as is).
    public func labelPlacements(in viewSize: CGSize) -> [DetectionLabelPlacement] {
        let geometry = PreviewGeometry(
            videoSize: videoSize ?? viewSize, gravity: videoSize == nil ? .resize : Self.previewGravity, viewSize: viewSize)
        return detectedItems.compactMap { item in
            guard let box = item.box, let centre = geometry.labelCentre(for: box) else { return nil }
            return DetectionLabelPlacement(id: item.id, title: title(for: item), centre: centre)
        }
    }
}
