import Foundation

/// How steeply a receipt's printed lines run across a photo, and how that changes from
/// top to bottom: a receipt photographed at an angle is in perspective, so its lines
/// fan out (one slope at the top, another at the bottom).
struct ReceiptSlant: Equatable, Sendable {
    /// A slope measured on part of the receipt: at height `y`, weighted by how much it is trusted.
    struct Sample: Equatable, Sendable {
        let y: Double
        let slope: Double
        let weight: Double
    }

    static let flat = ReceiptSlant(base: 0, change: 0, bound: 0)

    /// The slope at the top of the picture (y = 0).
    let base: Double
    /// How much the slope changes from the top of the picture to the bottom.
    let change: Double
    /// The steepest slope allowed anywhere.
    let bound: Double

    func slope(atY y: Double) -> Double {
        min(max(base + change * y, -bound), bound)
    }

    /// A box's height on the slant, measured at the picture's middle: words of one
    /// printed line share it.
    func level(of box: ScanBox) -> Double {
        let x = box.x + box.width / 2
        let y = box.y + box.height / 2
        return y - slope(atY: y) * (x - 0.5)
    }

    /// The slant the samples show: their weighted median slope, and when samples spread
    /// over a fifth of the picture's height, its change with height by weighted least
    /// squares over the samples near the median (a stray sample from two lines is left out).
    static func fitted(_ samples: [Sample], bound: Double) -> ReceiptSlant {
        guard let median = weightedMedian(samples) else { return ReceiptSlant(base: 0, change: 0, bound: bound) }
        let near = samples.filter { abs($0.slope - median) <= 0.015 }
        let weight = near.map(\.weight).reduce(0, +)
        guard near.count >= 4, weight > 0, let low = near.map(\.y).min(), let high = near.map(\.y).max(), high - low >= 0.2 else {
            return ReceiptSlant(base: median, change: 0, bound: bound)
        }
        let meanY = near.map { $0.y * $0.weight }.reduce(0, +) / weight
        let meanSlope = near.map { $0.slope * $0.weight }.reduce(0, +) / weight
        let spread = near.map { $0.weight * ($0.y - meanY) * ($0.y - meanY) }.reduce(0, +)
        guard spread > 0 else { return ReceiptSlant(base: median, change: 0, bound: bound) }
        let change = near.map { $0.weight * ($0.y - meanY) * ($0.slope - meanSlope) }.reduce(0, +) / spread
        return ReceiptSlant(base: meanSlope - change * meanY, change: change, bound: bound)
    }

    static func weightedMedian(_ samples: [Sample]) -> Double? {
        let sorted = samples.sorted { $0.slope < $1.slope }
        let half = sorted.map(\.weight).reduce(0, +) / 2
        var sum = 0.0
        for sample in sorted {
            sum += sample.weight
            if sum >= half { return sample.slope }
        }
        return nil
    }
}
