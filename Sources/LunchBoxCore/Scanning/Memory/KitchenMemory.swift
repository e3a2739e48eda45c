import Foundation

/// The household's own foods, recognised by their nearest neighbours among the photos
/// the person confirmed: a new photo is the food of the closest learnt photo, with a
/// confidence that grows as that food stands out from the next one and as more of the
/// nearest learnt photos agree.
public struct KitchenMemory: Sendable {
    /// How many nearest photos vote (agreement is out of this many, even when fewer are
    /// learnt, so one lone photo is never as sure as five that agree).
    public static let neighbours = 5
    /// At most this many photos are kept per food, the newest: enough for its looks
    /// (front, back, new packaging), and matching stays a few milliseconds.
    public static let photosPerFood = 20

    public let examples: [MemoryExample]
    private let calibration: MemoryCalibration

    public init(examples: [MemoryExample], calibration: MemoryCalibration = .foodModel) {
        self.examples = examples
        self.calibration = calibration
    }

    /// The learnt food this print is most like, or nil when nothing learnt was made by
    /// the same model.
    public func match(_ print: FeaturePrint) -> MemoryMatch? {
        let scored = examples.lazy.filter { $0.print.model == print.model }
            .map { (food: $0.food, similarity: $0.print.similarity(to: print)) }
            .sorted { ($0.similarity, $1.food) > ($1.similarity, $0.food) }
        guard let nearest = scored.first else { return nil }
        let nextFood = scored.first { $0.food != nearest.food }?.similarity ?? -1
        let margin = nearest.similarity - max(nextFood, calibration.unrelatedSimilarity)
        let agreeing = scored.prefix(Self.neighbours).filter { $0.food == nearest.food }.count
        let confidence = calibration.confidence(margin: margin, agreement: Float(agreeing) / Float(Self.neighbours))
        return MemoryMatch(food: nearest.food, confidence: confidence, similarity: nearest.similarity, agreeing: agreeing)
    }

    /// The match as a kitchen-memory candidate (nothing when there is none).
    public func candidates(for print: FeaturePrint) -> [ScanCandidate] {
        guard let match = match(print) else { return [] }
        return [ScanCandidate(label: match.food, confidence: match.confidence, recognizer: .kitchenMemory)]
    }
}

/// The kitchen memory's answer for one photo.
public struct MemoryMatch: Equatable, Sendable {
    public let food: String
    /// From 0 to 1: the share of such matches that were right, as calibrated.
    public let confidence: Float
    /// Cosine similarity to the nearest learnt photo.
    public let similarity: Float
    /// How many of the nearest `KitchenMemory.neighbours` photos are this food.
    public let agreeing: Int
}

/// How a feature model's similarities become a confidence: a logistic curve over the
/// margin (nearest food's similarity less the next food's, or less the similarity two
/// unrelated photos typically have, whichever is higher) and the neighbours' agreement.
public struct MemoryCalibration: Equatable, Sendable {
    /// Two photos of different foods are this similar or less 95 times in 100.
    public let unrelatedSimilarity: Float
    public let marginWeight: Float
    public let agreementWeight: Float
    public let bias: Float

    public init(unrelatedSimilarity: Float, marginWeight: Float, agreementWeight: Float, bias: Float) {
        self.unrelatedSimilarity = unrelatedSimilarity
        self.marginWeight = marginWeight
        self.agreementWeight = agreementWeight
        self.bias = bias
    }

    public func confidence(margin: Float, agreement: Float) -> Float {
        let score = marginWeight * margin + agreementWeight * agreement + bias
        return 1 / (1 + exp(-score))
    }

    /// Fitted (logistic regression) for the on-device food model's prints on the
    /// development photos, teaching 1, 2 or 3 photos of each product and measuring the
    /// others, never a photo that was taught; checked on other random splits.
    public static let foodModel = MemoryCalibration(unrelatedSimilarity: 0.69, marginWeight: 19.7, agreementWeight: 4.5, bias: -1.3)
}
