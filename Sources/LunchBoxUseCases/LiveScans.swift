import Foundation
import LunchBoxCore

/// The smoothing state of live scans in progress, one per scan page (or camera screen),
/// by an id the face makes up. Bounded: the least recently used scan is forgotten
/// first, and a scan idle for ten minutes is gone.
actor LiveScans {
    static let maximumScans = 32
    static let idleLimit: TimeInterval = 600

    private var scans: [String: (smoother: FrameSmoother, lastUsed: Date)] = [:]
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
        let now = clock.now()
        scans = scans.filter { now.timeIntervalSince($0.value.lastUsed) < Self.idleLimit }
        if scans[id] == nil, scans.count >= Self.maximumScans,
            let oldest = scans.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            scans[oldest] = nil
        }
        var smoother = scans[id]?.smoother ?? FrameSmoother()
        let shown = smoother.add(frame)
        scans[id] = (smoother, now)
        return shown
    }
}
