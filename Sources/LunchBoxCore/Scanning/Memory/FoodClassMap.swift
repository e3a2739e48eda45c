import Foundation

/// Which classes of the on-device food model are which lexicon foods
/// (`Resources/food-model-classes.json`), and how its class scores become candidates:
/// the probabilities of every class of one food are summed (three mushroom classes are
/// one "mushrooms"), and the best food is reported only when it is sure enough.
public struct FoodClassMap: Sendable {
    /// Classes of the model, grouped by the lexicon food they are.
    public let classesByFood: [String: [Int]]

    /// Every class must name a food the lexicon knows; throws `FoodLexiconError.unreadable` otherwise.
    public init(classes: [Int: String], lexicon: FoodLexicon) throws {
        var byFood: [String: [Int]] = [:]
        for (index, name) in classes {
            guard index >= 0, let food = lexicon.lookup(name).food else {
                throw FoodLexiconError.unreadable(reason: "food model class \(index) names \"\(name)\", which the lexicon does not know")
            }
            byFood[food.name, default: []].append(index)
        }
        classesByFood = byFood.mapValues { $0.sorted() }
    }

    /// The map shipped with LunchBox.
    public static func bundled(lexicon: FoodLexicon) throws -> FoodClassMap {
        guard let url = Bundle.module.url(forResource: "food-model-classes", withExtension: "json") else {
            throw FoodLexiconError.missingResource
        }
        struct File: Decodable {
            struct Entry: Decodable {
                let `class`: Int
                let food: String
            }
            let classes: [Entry]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: try Data(contentsOf: url))
        } catch {
            throw FoodLexiconError.unreadable(reason: String(describing: error))
        }
        return try FoodClassMap(classes: Dictionary(file.classes.map { ($0.class, $0.food) }, uniquingKeysWith: { first, _ in first }), lexicon: lexicon)
    }

    /// The foods the model can name, in alphabetical order (what "this machine can see").
    public var foods: [String] { classesByFood.keys.sorted() }

    /// The surest food in these class probabilities (softmax, summed over views), as a
    /// food-model candidate, or nothing when no listed class has any weight.
    ///
    /// The confidence is the square root of the food's summed probability: on the
    /// development photos (grocery produce and cartons) the share of right answers among
    /// the foods reported at a summed probability p was close to √p (p = 0.3: 55% right,
    /// 0.4: 63%, 0.5: 70%, 0.6: 77%), so the person's threshold means what it says.
    public func candidates(fromProbabilities probabilities: [Float]) -> [ScanCandidate] {
        var best: (food: String, probability: Float)?
        for (food, classes) in classesByFood {
            let sum = classes.reduce(Float(0)) { $0 + ($1 < probabilities.count ? probabilities[$1] : 0) }
            if sum > (best?.probability ?? 0) || (sum == best?.probability && food < (best?.food ?? "")) { best = (food, sum) }
        }
        guard let best, best.probability > 0 else { return [] }
        return [ScanCandidate(label: best.food, confidence: min(1, best.probability).squareRoot(), recognizer: .foodModel)]
    }

    /// Softmax of logits, computed stably.
    public static func probabilities(fromLogits logits: [Float]) -> [Float] {
        guard let largest = logits.max(), largest.isFinite else { return [] }
        let exponentials = logits.map { exp($0 - largest) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }
}
