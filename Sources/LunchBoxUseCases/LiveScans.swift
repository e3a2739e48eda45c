import Foundation
import LunchBoxCore

/// The smoothing state of live scans in progress, one per scan page (or camera screen),
/// by an id the face makes up. Bounded: the least recently used scan is forgotten
/// first, and a scan idle for ten minutes is gone.
///
/// It also spreads the costly recognizers over the frames: the label reader (PP-OCR, 0.15
/// to 0.3 s of CPU a frame, the more text the more) runs on one frame in `costlyEvery`, and what it
/// read counts for the frames in between, so a phone scanning at a frame a second keeps
/// the server near a quarter of a core instead of more than half; a printed name still
/// shows within two readings, as the smoothing asks.
actor LiveScans {
    static let maximumScans = 32
    static let idleLimit: TimeInterval = 600
    static let costly: Set<RecognizerKind> = [.labelReader]
    static let costlyEvery = 6

    private struct Scan {
        var smoother = FrameSmoother()
        var lastUsed: Date
        var frames = 0
        var carried: [RecognizerKind: [ScanCandidate]] = [:]
    }

    private var scans: [String: Scan] = [:]
    private let clock: any AppClock

    init(clock: any AppClock) {
        self.clock = clock
    }

    /// True for ids a face may use: 8-64 letters, digits and dashes.
    nonisolated static func isValidID(_ id: String) -> Bool {
        (8...64).contains(id.count) && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// This frame's detections, smoothed with the scan's earlier frames.
    func smooth(_ frame: [DetectedItem], scan id: String) -> [DetectedItem] {
        var scan = take(id)
        let shown = scan.smoother.add(frame)
        scans[id] = scan
        return shown
    }

    /// For a new frame: the costly kinds to leave out of it, with what they read last
    /// to count instead; nil when they run on this frame (every `costlyEvery`th, the
    /// first included) or none would run.
    func costlyKindsToSkip(scan id: String, running: Set<RecognizerKind>) -> (kinds: Set<RecognizerKind>, carried: [ScanCandidate])? {
        var scan = take(id)
        defer {
            scan.frames += 1
            scans[id] = scan
        }
        let kinds = Self.costly.intersection(running)
        guard !kinds.isEmpty, !scan.frames.isMultiple(of: Self.costlyEvery) else { return nil }
        return (kinds, kinds.flatMap { scan.carried[$0] ?? [] })
    }

    /// What the costly kinds read on this frame, to carry over the next ones.
    func remember(_ readings: [(RecognizerKind, [ScanCandidate])], scan id: String) {
        guard !readings.isEmpty else { return }
        var scan = take(id)
        for (kind, candidates) in readings { scan.carried[kind] = candidates }
        scans[id] = scan
    }

    /// The scan's state (new if unknown), with idle scans dropped and room made.
    private func take(_ id: String) -> Scan {
        let now = clock.now()
        scans = scans.filter { now.timeIntervalSince($0.value.lastUsed) < Self.idleLimit }
        if scans[id] == nil, scans.count >= Self.maximumScans,
            let oldest = scans.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            scans[oldest] = nil
        }
        var scan = scans[id] ?? Scan(lastUsed: now)
        scan.lastUsed = now
        return scan
    }
}
