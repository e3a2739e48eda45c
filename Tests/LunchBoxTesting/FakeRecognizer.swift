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
    public static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
    public static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
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
