/// Keeps detections the recognizer is sure enough about (LB Property 4).
public struct ConfidenceFilter: Equatable, Sendable {
    public static let defaultThreshold: Float = 0.6

    public let threshold: Float

    public init(threshold: Float = ConfidenceFilter.defaultThreshold) {
        self.threshold = min(max(threshold.isNaN ? Self.defaultThreshold : threshold, 0), 1)
    }

    public func accepts(_ item: DetectedItem) -> Bool {
        item.confidence >= threshold
    }

    public func filter(_ items: [DetectedItem]) -> [DetectedItem] {
        items.filter(accepts)
    }
}
