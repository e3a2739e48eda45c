import Foundation
import LunchBoxCore

/// The kitchen memory as a person uses it: name a photo ("this is: oat milk"), see what
/// was learnt, forget any of it; and what the scan page says before and after a photo.
extension ScanningUseCase {
    /// Learns that this photo shows `name` (the lexicon's name when it knows the food).
    /// Throws `ScanError.missingName` for an empty name and `ScanError.noRecognizer` when
    /// this machine has no image model.
    @discardableResult
    public func teach(_ data: Data, name: String) async throws -> LearnedFood {
        let clean = try UserText.clean(name, field: "Food", maxLength: InventoryItem.maximumNameLength, allowEmpty: true)
        guard !clean.isEmpty else { throw ScanError.missingName }
        let food = memoryName(clean)
        let photo = try ScanPhoto(data)
        guard let model = services.imageModel, model.availability.isAvailable else { throw ScanError.noRecognizer }
        // The image model is a scan's cost: it takes a slot like one (ScanSlots).
        let analysis = try await slots.run { try await model.analyze(photo) }
        try await store.rememberFood(food, print: analysis.print, at: clock.now())
        let learnt = try await store.learnedFoods()
        return learnt.first { $0.food == food } ?? LearnedFood(food: food, photos: 1, firstLearned: clock.now(), lastLearned: clock.now())
    }

    /// What the memory has learnt, most recent first.
    public func learnedFoods() async throws -> [LearnedFood] {
        try await store.learnedFoods()
    }

    /// Forgets a food (every photo of it); `ScanError.notLearnt` when none was learnt.
    @discardableResult
    public func forget(_ food: String) async throws -> Int {
        let removed = try await store.forgetFood(food)
        guard removed > 0 else { throw ScanError.notLearnt(food) }
        return removed
    }

    /// Forgets everything learnt; answers how many photos.
    @discardableResult
    public func forgetEverything() async throws -> Int {
        try await store.forgetAllFoods()
    }

    /// What this machine can see, said before the first photo.
    public func capabilities() async throws -> ScanCapabilities {
        let settings = try await store.scanSettings()
        let statuses = try await recognizers(settings: settings)
        let learnt = try await store.learnedFoods()
        func runs(_ kind: RecognizerKind) -> Bool { statuses.contains { $0.kind == kind && $0.willRun } }
        var seen: [ScanCapability] = []
        if runs(.foodModel), let map = services.classMap { seen.append(.foodModel(map.foods)) }
        if runs(.kitchenMemory) { seen.append(learnt.isEmpty ? .teachable : .learnt(learnt)) }
        if runs(.labelReader) { seen.append(.labels) }
        if runs(.barcode) { seen.append(.barcodes) }
        seen.append(.vision(ready: runs(.visionModel)))
        return ScanCapabilities(recognizers: statuses, modelFoods: services.classMap?.foods ?? [], learnedFoods: learnt, seen: seen)
    }

    /// When nothing was found: who ran, and what would help.
    func advice(detected: [DetectedItem], considered: [DetectedItem], reports: [RecognizerReport], settings: ScanSettings) async throws -> [ScanAdvice] {
        guard detected.isEmpty else { return [] }
        var advice: [ScanAdvice] = []
        if let ran = ScanOutcome.lookedWith(reports) { advice.append(ran) }
        if let unsure = considered.first {
            advice.append(.closestGuess(food: unsure.name, percent: Int((unsure.confidence * 100).rounded()), threshold: Int((settings.threshold * 100).rounded())))
        }
        if services.imageModel?.availability.isAvailable == true, !settings.disabled.contains(.kitchenMemory) {
            advice.append(.teachIt)
        }
        advice.append(.typeIt)
        if !reports.contains(where: { $0.kind == .visionModel && $0.error == nil }) {
            advice.append(.visionModel)
        }
        return advice
    }
}

/// What the scan page and `lunchbox scan` say before the first photo.
public struct ScanCapabilities: Sendable {
    public let recognizers: [RecognizerStatus]
    /// Foods the food model can name.
    public let modelFoods: [String]
    public let learnedFoods: [LearnedFood]
    /// The kinds of thing this machine can see, worded by each face (`lines(_:)`).
    public let seen: [ScanCapability]

    /// One sentence a kind, in English, as the JSON says it.
    public var lines: [String] { seen.map(\.english) }

    /// One sentence a kind, in the reader's language.
    public func lines(_ words: Wording) -> [String] { seen.map { $0.text(words) } }
}

extension ScanCapabilities: Encodable {
    private enum Keys: String, CodingKey { case recognizers, modelFoods, learnedFoods, lines }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(recognizers, forKey: .recognizers)
        try container.encode(modelFoods, forKey: .modelFoods)
        try container.encode(learnedFoods, forKey: .learnedFoods)
        try container.encode(lines, forKey: .lines)
    }
}

extension ScanningUseCase {
    /// The photo small (640 px, JPEG), to show it back on the page that scanned it; nil
    /// when it cannot be resized here. Nothing is kept.
    public func preview(_ data: Data, longestSide: Int = 640) async -> Data? {
        guard let preparer = services.imagePreparer, let photo = try? ScanPhoto(data) else { return nil }
        return try? await preparer.jpeg(photo, longestSide: longestSide, quality: 75).jpeg
    }
}
