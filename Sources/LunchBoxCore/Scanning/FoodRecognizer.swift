import Foundation

/// Turns a photo into candidates: labels with a confidence, which recognizer saw them,
/// and where.
///
/// Implementations (Apple Vision on iOS, a vision-capable AI endpoint, OCR and barcodes
/// on Linux) plug in here; every candidate then passes the same `ScanPipeline` (lexicon,
/// merging, threshold) and the confirm-or-dismiss step before it reaches the inventory.
public protocol FoodRecognizer: Sendable {
    var kind: RecognizerKind { get }
    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate]
}

/// A recognizer that may be missing on this machine (a tool not installed), with the
/// reason a person can act on.
public struct RecognizerAvailability: Equatable, Sendable {
    public let kind: RecognizerKind
    /// Nil when it can run; otherwise why not (`.package("zbar-tools")`), worded by each face.
    public let missing: RecognizerMissing?

    public init(kind: RecognizerKind, missing: RecognizerMissing? = nil) {
        self.kind = kind
        self.missing = missing
    }

    public var isAvailable: Bool { missing == nil }

    /// Why it cannot run, in English ("Not installed here (Debian package zbar-tools)"):
    /// for logs and tests.
    public var unavailableReason: String? { missing?.text(.english) }
}
