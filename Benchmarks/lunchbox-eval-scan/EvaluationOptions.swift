import Foundation
import LunchBoxCore

/// `DIR [--teach TEACHDIR --shots K [--seed S]] [--recognizer KIND]… [--group G] [--limit N] [--threshold T]
/// [--base-url URL --model M] [--dump FILE]`.
struct EvaluationOptions {
    var folder = URL(fileURLWithPath: "../shared/datasets/grocery-store-dev")
    var recognizers: Set<RecognizerKind> = []
    var limit: Int?
    /// Only photos whose `group` column is this ("Packages").
    var group: String?
    var threshold: Float = ConfidenceFilter.defaultThreshold
    var baseURL: URL?
    var model: String?
    /// Photos to teach the kitchen memory from, K per product, before measuring.
    var teach: URL?
    var shots = 1
    var seed: UInt64 = 1
    /// Where to write one line a photo and run (tab-separated: run, file, expected food,
    /// every detection with its confidence), to see which photos a change moved.
    var dump: URL?

    init(_ arguments: ArraySlice<String>) {
        var arguments = arguments
        while let argument = arguments.popFirst() {
            switch argument {
            case "--recognizer":
                if let kind = arguments.popFirst().flatMap(RecognizerKind.init(rawValue:)) { recognizers.insert(kind) }
            case "--limit": limit = arguments.popFirst().flatMap(Int.init)
            case "--group": group = arguments.popFirst()
            case "--threshold": threshold = arguments.popFirst().flatMap(Float.init) ?? threshold
            case "--base-url": baseURL = arguments.popFirst().flatMap(URL.init(string:))
            case "--model": model = arguments.popFirst()
            case "--teach": teach = arguments.popFirst().map { URL(fileURLWithPath: $0) }
            case "--shots": shots = arguments.popFirst().flatMap(Int.init) ?? shots
            case "--dump": dump = arguments.popFirst().map { URL(fileURLWithPath: $0) }
            case "--seed": seed = arguments.popFirst().flatMap(UInt64.init) ?? seed
            default: folder = URL(fileURLWithPath: argument)
            }
        }
    }
}

/// The key from the environment, for the vision model; nothing is saved.
struct InMemorySecretStoreForEvaluation: SecretStore {
    let key: String?

    func saveAPIKey(_ key: String) throws {}
    func loadAPIKey() throws -> String? { key }
    func deleteAPIKey() throws {}
}

/// A fixed shuffle (the core's SplitMix64), so a teach/measure split is the same on every run.
struct SplitShuffle {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// `shots` photos of each product, chosen at random; the same photos for the same seed.
    mutating func teachingPhotos(_ photos: [LabelledPhoto], shots: Int) -> [LabelledPhoto] {
        var byProduct: [String: [LabelledPhoto]] = [:]
        for photo in photos { byProduct[photo.product, default: []].append(photo) }
        var chosen: [LabelledPhoto] = []
        for product in byProduct.keys.sorted() {
            var candidates = byProduct[product, default: []].sorted { $0.url.path < $1.url.path }
            for index in candidates.indices.reversed() where index > 0 {
                candidates.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
            chosen += candidates.prefix(shots)
        }
        return chosen
    }
}
