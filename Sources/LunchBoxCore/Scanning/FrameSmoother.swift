import Foundation

/// Live scanning, frame after frame: a food appears once it was seen in `required` of
/// the last `window` frames, and then stays until it has been missing from all of
/// them, so one blurred frame neither adds a ghost nor makes a real item flicker.
/// A shown item keeps its id from frame to frame, so a face can keep its place.
public struct FrameSmoother: Sendable {
    public let required: Int
    public let window: Int
    private var history: [Set<String>] = []
    private var latest: [String: DetectedItem] = [:]
    private var ids: [String: UUID] = [:]
    private var shown: Set<String> = []

    /// `required` is clamped to 1...`window`.
    public init(required: Int = 2, window: Int = 3) {
        self.window = max(1, window)
        self.required = min(max(1, required), self.window)
    }

    /// Takes one frame's detections and answers what to show now, surest first.
    public mutating func add(_ frame: [DetectedItem]) -> [DetectedItem] {
        let keys = Set(frame.map(\.key))
        history.append(keys)
        if history.count > window { history.removeFirst(history.count - window) }
        for item in frame {
            let id = ids[item.key] ?? item.id
            ids[item.key] = id
            latest[item.key] = item.with(id: id)
        }
        var counts: [String: Int] = [:]
        for frameKeys in history { for key in frameKeys { counts[key, default: 0] += 1 } }

        shown = Set(counts.keys.filter { key in (counts[key] ?? 0) >= required || (shown.contains(key) && (counts[key] ?? 0) > 0) })
        // Forget what has left the window entirely.
        for key in latest.keys where counts[key] == nil {
            latest[key] = nil
            ids[key] = nil
        }
        return shown.compactMap { latest[$0] }.sorted { ($0.confidence, $1.name) > ($1.confidence, $0.name) }
    }
}
