import Foundation
import LunchBoxCore

/// One pass of the image model over one photo, shared by the food model and the kitchen
/// memory so a scan runs the network once.
final class SharedAnalysis: Sendable {
    private let task: Task<ImageAnalysis, any Error>

    init(model: any FoodImageModel, photo: ScanPhoto) {
        task = Task { try await model.analyze(photo) }
    }

    var value: ImageAnalysis {
        get async throws { try await task.value }
    }

    /// The analysis if it finished well, for learning from the photo later.
    var finished: ImageAnalysis? {
        get async { try? await task.value }
    }
}

/// The food model for one scan: the image model's class probabilities summed into
/// lexicon foods (`FoodClassMap`).
struct FoodModelRecognizer: FoodRecognizer {
    let kind = RecognizerKind.foodModel
    let analysis: SharedAnalysis
    let map: FoodClassMap

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        map.candidates(fromProbabilities: try await analysis.value.classProbabilities)
    }
}

/// The kitchen memory for one scan: the photo's print against the learnt ones.
struct KitchenMemoryRecognizer: FoodRecognizer {
    let kind = RecognizerKind.kitchenMemory
    let analysis: SharedAnalysis
    let memory: KitchenMemory

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        memory.candidates(for: try await analysis.value.print)
    }
}

/// Prints of photos scanned lately, by the id their outcome carried, until the person
/// confirms what one shows (or ten minutes pass): the memory learns from a confirmation
/// without keeping the photo. Bounded, least recently scanned forgotten first.
actor PendingPrints {
    static let maximum = 64
    static let idleLimit: TimeInterval = 600

    private var prints: [String: (print: FeaturePrint, scannedAt: Date)] = [:]
    private let clock: any AppClock

    init(clock: any AppClock) {
        self.clock = clock
    }

    /// Keeps the print and answers the id to confirm it by.
    func keep(_ print: FeaturePrint) -> String {
        let now = clock.now()
        prints = prints.filter { now.timeIntervalSince($0.value.scannedAt) < Self.idleLimit }
        if prints.count >= Self.maximum, let oldest = prints.min(by: { $0.value.scannedAt < $1.value.scannedAt })?.key {
            prints[oldest] = nil
        }
        let id = UUID().uuidString.lowercased()
        prints[id] = (print, now)
        return id
    }

    /// Keeps a print taken for a confirmation that then failed, so the person can try again.
    func putBack(_ print: FeaturePrint, as id: String) {
        prints[id] = (print, clock.now())
    }

    /// The print, taken away: one photo teaches one food (the first confirmed from it),
    /// since a print of a whole photo cannot say which of several foods is which.
    func take(_ id: String) -> FeaturePrint? {
        defer { prints[id] = nil }
        guard let entry = prints[id], clock.now().timeIntervalSince(entry.scannedAt) < Self.idleLimit else { return nil }
        return entry.print
    }
}
