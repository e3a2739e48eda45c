import AVFoundation
import LunchBoxPresentation
import SwiftUI
import UIKit

/// The camera's live picture, from the scanner's capture session.
struct CameraPreview: UIViewRepresentable {
    let session: AVCaptureSession

    func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer.session = session
        // The overlay places labels through the same crop (ScannerViewModel.previewGravity).
        view.previewLayer.videoGravity = ScannerViewModel.previewGravity.layerGravity
        return view
    }

    func updateUIView(_ view: PreviewView, context: Context) {}

    /// A view whose layer is the preview layer, so it follows the view's size.
    final class PreviewView: UIView {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }

        var previewLayer: AVCaptureVideoPreviewLayer {
            // The layer class above guarantees the type.
            layer as! AVCaptureVideoPreviewLayer
        }
    }
}
