import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The recognised names over the camera picture, where they were seen. The preview
/// crops the video to fill, so the screen model places each label through the same crop
/// (`PreviewGeometry`, tested on Linux); this view only draws at those points.
struct DetectionOverlay: View {
    @EnvironmentObject private var model: ScannerViewModel

    var body: some View {
        GeometryReader { geometry in
            ForEach(model.labelPlacements(in: geometry.size)) { placement in
                Text(placement.title)
                    .font(.caption.bold())
                    .padding(4)
                    .background(.ultraThinMaterial, in: Capsule())
                    .position(placement.centre)
                    .accessibilityHidden(true)
            }
        }
    }
}
