import Foundation
import LunchBoxCore

/// `DIR [--recognizer KIND]… [--group G] [--limit N] [--threshold T] [--base-url URL --model M]`.
struct EvaluationOptions {
    var folder = URL(fileURLWithPath: "../shared/datasets/grocery-store-dev")
    var recognizers: Set<RecognizerKind> = []
    var limit: Int?
    /// Only photos whose `group` column is this ("Packages").
    var group: String?
    var threshold: Float = ConfidenceFilter.defaultThreshold
    var baseURL: URL?
    var model: String?

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
