import AVFoundation
import CoreImage
import Foundation
import LunchBoxPresentation

/// The live camera: an AVCaptureSession whose video output hands at most one frame per
/// `frameInterval` (as a JPEG) to `onFrame`. The scanner screen starts it when it
/// appears and stops it when it goes away, which releases the camera.
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue`.
final class CameraSession: NSObject, @unchecked Sendable {
    let session = AVCaptureSession()
    private let queue = DispatchQueue(label: "app.lunchbox.camera")
    private let output = AVCaptureVideoDataOutput()
    private let context = CIContext()
    private let frameInterval = CMTime(value: 1, timescale: 1)
    private var lastFrameTime = CMTime.invalid
    private var onFrame: (@Sendable (Data) -> Void)?

    /// Whether LunchBox may use the camera, without asking.
    static var permission: CameraPermission {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized: .authorized
        case .notDetermined: .notDetermined
        default: .denied
        }
    }

    /// Asks once (the system shows the Info.plist's camera text); later calls answer at once.
    static func requestPermission() async -> CameraPermission {
        guard permission == .notDetermined else { return permission }
        return await AVCaptureDevice.requestAccess(for: .video) ? .authorized : .denied
    }

    func start(onFrame: @escaping @Sendable (Data) -> Void) {
        queue.async { [self] in
            self.onFrame = onFrame
            lastFrameTime = .invalid
            if session.inputs.isEmpty { configure() }
            if !session.isRunning { session.startRunning() }
        }
    }

    /// Stops the camera and lets go of it, so the green light goes out.
    func stop() {
        queue.async { [self] in
            onFrame = nil
            session.stopRunning()
            session.beginConfiguration()
            session.inputs.forEach(session.removeInput)
            session.outputs.forEach(session.removeOutput)
            session.commitConfiguration()
        }
    }

    private func configure() {
        session.beginConfiguration()
        defer { session.commitConfiguration() }
        session.sessionPreset = .high
        guard let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back),
            let input = try? AVCaptureDeviceInput(device: device), session.canAddInput(input)
        else { return }
        session.addInput(input)
        output.alwaysDiscardsLateVideoFrames = true
        output.setSampleBufferDelegate(self, queue: queue)
        if session.canAddOutput(output) { session.addOutput(output) }
        output.connection(with: .video)?.videoOrientation = .portrait
    }
}

extension CameraSession: AVCaptureVideoDataOutputSampleBufferDelegate {
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
        // Throttled by the frames' own timestamps: a recognizer needs about one a second.
        let time = CMSampleBufferGetPresentationTimeStamp(sampleBuffer)
        guard let onFrame, !lastFrameTime.isValid || CMTimeSubtract(time, lastFrameTime) >= frameInterval,
            let pixels = CMSampleBufferGetImageBuffer(sampleBuffer),
            let colorSpace = CGColorSpace(name: CGColorSpace.sRGB),
            let jpeg = context.jpegRepresentation(of: CIImage(cvPixelBuffer: pixels), colorSpace: colorSpace, options: [:])
        else { return }
        lastFrameTime = time
        onFrame(jpeg)
    }
}
