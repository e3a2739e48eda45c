import Foundation
import LunchBoxCore

/// A rasterizer for tests: answers a tiny fixed "PNG" and records the SVGs it was given.
public final class FakeCardRasterizer: CardRasterizer, @unchecked Sendable {
    /// The 8-byte PNG signature, enough for a face to pass on.
    public static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    private let lock = NSLock()
    private var received: [String] = []
    private let failure: ShareCardError?

    public init(failing failure: ShareCardError? = nil) {
        self.failure = failure
    }

    public var svgs: [String] { lock.withLock { received } }

    public func png(fromSVG svg: String, width: Int, height: Int) async throws -> Data {
        lock.withLock { received.append(svg) }
        if let failure { throw failure }
        return Self.png
    }
}
