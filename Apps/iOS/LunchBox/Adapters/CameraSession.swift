import AVFoundation
import CoreImage
import Foundation
import LunchBoxCore
import LunchBoxPresentation

/// The live camera: an AVCaptureSession whose video output hands at most one frame per
/// `frameInterval` (as a JPEG) to `onFrame`, with the retail barcodes (EAN, UPC) its
/// metadata output read since the last frame and the frame's size (for the overlay). The scanner screen starts it when it
/// appears and stops it when it goes away, which releases the camera.
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue`.
final class CameraSession: NSObject, @unchecked Sendable {
    let session = AVCaptureSession()
    private let queue = DispatchQueue(label: "app.lunchbox.camera")
    private let output = AVCaptureVideoDataOutput()
    private let barcodeOutput = AVCaptureMetadataOutput()
    private let context = CIContext()
    private let frameInterval = CMTime(value: CMTimeValue(LiveScanPace.frameMilliseconds), timescale: 1000)
    private var lastFrameTime = CMTime.invalid
    private var onFrame: (@Sendable (Data, [String], CGSize) -> Void)?
    private var barcodesSinceLastFrame: Set<String> = []
    /// Whether frames arrive sideways and are turned here (iOS 16).
    private var rotatesFrames = true

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

    func start(onFrame: @escaping @Sendable (Data, [String], CGSize) -> Void) {
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
            barcodesSinceLastFrame = []
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
        rotatesFrames = output.connection(with: .video).map(Self.makeUpright) ?? true
        if session.canAddOutput(barcodeOutput) {
            session.addOutput(barcodeOutput)
            barcodeOutput.setMetadataObjectsDelegate(self, queue: queue)
            let retail: [AVMetadataObject.ObjectType] = [.ean13, .ean8, .upce]
            barcodeOutput.metadataObjectTypes = retail.filter(barcodeOutput.availableMetadataObjectTypes.contains)
        }
    }
}

extension CameraSession {
    /// Frames upright for a phone held in portrait: the connection rotates them from
    /// iOS 17 (`videoRotationAngle`; the older orientation property is deprecated), and
    /// Core Image turns them on iOS 16. Answers whether Core Image must.
    private static func makeUpright(_ connection: AVCaptureConnection) -> Bool {
        if #available(iOS 17, *), connection.isVideoRotationAngleSupported(90) {
            connection.videoRotationAngle = 90
            return false
        }
        return true
    }
}

extension CameraSession: AVCaptureVideoDataOutputSampleBufferDelegate {
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
        // Throttled by the frames' own timestamps: a recognizer needs about one a second.
        let time = CMSampleBufferGetPresentationTimeStamp(sampleBuffer)
        guard let onFrame, !lastFrameTime.isValid || CMTimeSubtract(time, lastFrameTime) >= frameInterval,
            let pixels = CMSampleBufferGetImageBuffer(sampleBuffer),
            let colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        else { return }
        let sideways = CIImage(cvPixelBuffer: pixels)
        let image = rotatesFrames ? sideways.oriented(.right) : sideways
        guard let jpeg = context.jpegRepresentation(of: image, colorSpace: colorSpace, options: [:]) else { return }
        lastFrameTime = time
        let barcodes = barcodesSinceLastFrame.sorted()
        barcodesSinceLastFrame = []
        onFrame(jpeg, barcodes, image.extent.size)
    }
}

extension CameraSession: AVCaptureMetadataOutputObjectsDelegate {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
        // Kept until the next frame goes out; the core checks each code's digits.
        for case let code as AVMetadataMachineReadableCodeObject in objects {
            if let digits = code.stringValue { barcodesSinceLastFrame.insert(digits) }
        }
    }
}
