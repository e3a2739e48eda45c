import LunchBoxCore
import LunchBoxPresentation
import SwiftUI

/// The recognised names over the camera picture, where they were seen. The boxes are
/// fractions of the picture, so placing them is only multiplying by the view's size.
struct DetectionOverlay: View {
    @EnvironmentObject private var model: ScannerViewModel

    var body: some View {
        GeometryReader { geometry in
            ForEach(model.detectedItems) { item in
                if let box = item.box {
                    Text(model.title(for: item))
                        .font(.caption.bold())
                        .padding(4)
                        .background(.ultraThinMaterial, in: Capsule())
                        .position(
                            x: (box.x + box.width / 2) * geometry.size.width,
                            y: (box.y + box.height / 2) * geometry.size.height
                        )
                        .accessibilityHidden(true)
                }
            }
        }
    }
}
