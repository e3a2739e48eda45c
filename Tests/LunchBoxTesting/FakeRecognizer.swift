import Foundation
import LunchBoxCore

/// A recognizer that answers from a script, frame after frame, and counts its calls.
public final class FakeRecognizer: FoodRecognizer, @unchecked Sendable {
    public let kind: RecognizerKind
    private let lock = NSLock()
    private var frames: [Result<[ScanCandidate], any Error>]
    private var calls = 0

    /// Each call answers the next frame; the last one repeats.
    public init(_ kind: RecognizerKind, frames: [Result<[ScanCandidate], any Error>]) {
        self.kind = kind
        self.frames = frames
    }

    /// Always the same labels, each with this confidence.
    public convenience init(_ kind: RecognizerKind, labels: [String], confidence: Float = 0.9) {
        self.init(kind, frames: [.success(labels.map { ScanCandidate(label: $0, confidence: confidence, recognizer: kind) })])
    }

    public var callCount: Int { lock.withLock { calls } }

    public func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        let result: Result<[ScanCandidate], any Error> = lock.withLock {
            defer { calls += 1 }
            return frames.isEmpty ? .success([]) : frames[min(calls, frames.count - 1)]
        }
        return try result.get()
    }
}

/// Photos for tests: the smallest real PNG and JPEG headers (the scanner checks bytes,
/// and fakes never decode them).
public enum TestPhotos {
    /// A 1 x 1 PNG's chunks without pixel data: signature, IHDR, IEND.
    public static let png = Data(
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
    /// The smallest whole JPEG the photo checks take: start, a 16 x 16 frame header, a
    /// scan, an end (nothing decodes it; the fakes read no pixels).
    public static let jpeg = Data(
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00] + [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x00]
            + [0xFF, 0xD9])
}

/// An image preparer that answers fixed JPEG bytes and records the sizes asked for.
public final class FakeImagePreparer: ImagePreparer, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [(longestSide: Int, quality: Int)] = []

    public init() {}

    public var asked: [(longestSide: Int, quality: Int)] { lock.withLock { requests } }

    public func jpeg(_ photo: ScanPhoto, longestSide: Int, quality: Int) async throws -> PreparedImage {
        lock.withLock { requests.append((longestSide, quality)) }
        return PreparedImage(jpeg: Data([0xFF, 0xD8, 0xFF, 0x01, 0x02]), width: 1024, height: 768)
    }
}
