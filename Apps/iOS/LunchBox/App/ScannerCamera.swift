import CoreGraphics
import Foundation
import LunchBoxPresentation

/// Connects the camera to the scanner screen model: reports the permission, and while
/// the screen is up feeds throttled frames, with the barcodes the camera read, to
/// `ScannerViewModel.scanFrame` (which drops a frame while the last is still being
/// scanned).
@MainActor
final class ScannerCamera {
    let session = CameraSession()
    private let scanner: ScannerViewModel
    private let deniedForTesting: Bool

    init(scanner: ScannerViewModel, deniedForTesting: Bool) {
        self.scanner = scanner
        self.deniedForTesting = deniedForTesting
    }

    /// Asks for the camera if need be and starts it when allowed.
    func start() async {
        let permission: CameraPermission
        if deniedForTesting {
            permission = .denied
        } else {
            permission = await CameraSession.requestPermission()
        }
        scanner.updateCameraPermission(permission)
        guard permission == .authorized else { return }
        session.start { [scanner] frame, barcodes, size in
            Task { @MainActor in
                scanner.updateVideoSize(size)
                await scanner.scanFrame(frame, barcodes: barcodes)
            }
        }
    }

    func stop() {
        session.stop()
    }
}
