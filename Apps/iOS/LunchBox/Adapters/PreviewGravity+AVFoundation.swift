import AVFoundation
import LunchBoxPresentation

extension PreviewGravity {
    /// The preview layer's gravity for the screen model's, so the preview crops the video
    /// exactly as `PreviewGeometry` places the labels.
    var layerGravity: AVLayerVideoGravity {
        switch self {
        case .aspectFill: .resizeAspectFill
        case .aspectFit: .resizeAspect
        case .resize: .resize
        }
    }
}
