import Foundation

/// What an image model makes of a photo for the kitchen memory: its features (the
/// network's penultimate layer here, Vision's feature print on iOS), scaled to length 1
/// so that a dot product is the cosine similarity, and the name of the model that made
/// them: prints of different models are never compared.
public struct FeaturePrint: Equatable, Sendable {
    public let model: String
    public let values: [Float]

    /// More values than any image model here gives (EfficientNet-Lite0 1,280, Vision's
    /// print 768 or 2,048): a print beyond it is not a photo's.
    public static let maximumValues = 4096

    /// Nil for an empty vector, one of zeros, one with a non-finite value, or one longer
    /// than `maximumValues` (60 prints of 200,000 values once grew the database to 53 MB).
    public init?(model: String, values: [Float]) {
        guard !model.isEmpty, model.count <= 100, !values.isEmpty, values.count <= Self.maximumValues, values.allSatisfy(\.isFinite) else { return nil }
        let length = values.reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
        guard length > 0, length.isFinite else { return nil }
        self.model = model
        self.values = values.map { $0 / length }
    }

    /// The mean of several prints of one model (views of one photo), scaled to length 1.
    public static func combining(_ prints: [FeaturePrint]) -> FeaturePrint? {
        guard let first = prints.first, prints.allSatisfy({ $0.model == first.model && $0.values.count == first.values.count }) else {
            return nil
        }
        var sum = [Float](repeating: 0, count: first.values.count)
        for print in prints {
            for index in sum.indices { sum[index] += print.values[index] }
        }
        return FeaturePrint(model: first.model, values: sum)
    }

    /// The print with each value replaced by its signed square root, scaled to length 1
    /// again ("power normalisation"). Pooled network features are dominated by a few large
    /// values; comparing their roots lets the many small ones count too. On the
    /// development photos, taught one photo per product, it made the nearest learnt photo
    /// the right food 2 points more often in each half of the products.
    public var rooted: FeaturePrint {
        FeaturePrint(model: model, values: values.map { $0 < 0 ? -(-$0).squareRoot() : $0.squareRoot() }) ?? self
    }

    /// Cosine similarity, from -1 to 1; 0 for prints of different models or lengths.
    public func similarity(to other: FeaturePrint) -> Float {
        guard model == other.model, values.count == other.values.count else { return 0 }
        var dot: Float = 0
        for index in values.indices { dot += values[index] * other.values[index] }
        return dot
    }

    /// The values as little-endian 32-bit floats, as the database keeps them.
    public var bytes: Data {
        var data = Data(capacity: values.count * 4)
        for value in values {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }

    /// A print from `bytes` as `bytes` wrote it (not scaled again, so it reads back
    /// exactly); nil when they are not whole floats or not a valid print.
    public init?(model: String, bytes: Data) {
        guard !bytes.isEmpty, bytes.count.isMultiple(of: 4) else { return nil }
        var values: [Float] = []
        values.reserveCapacity(bytes.count / 4)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var bits: UInt32 = 0
            for offset in 0..<4 { bits |= UInt32(bytes[index + offset]) << (8 * offset) }
            values.append(Float(bitPattern: bits))
            index += 4
        }
        guard FeaturePrint(model: model, values: values) != nil else { return nil }
        self.model = model
        self.values = values
    }
}
