import Foundation
import LunchBoxCore

/// The on-device image model's two recognizers (the food model and the kitchen memory),
/// their states, and what a scan that found nothing says would help.
extension ScanningUseCase {
    func imageModelStatuses(settings: ScanSettings) async throws -> [RecognizerStatus] {
        guard let model = services.imageModel else { return [] }
        let availability = model.availability
        let detail = modelDetail(model)
        var statuses: [RecognizerStatus] = []
        if services.classMap != nil {
            statuses.append(
                try await status(.foodModel, settings: settings, ready: availability.isAvailable, detail: detail, mustHaveAnswered: true))
        }
        let learnt = try await store.learnedFoods()
        let memoryDetail = availability.missing.map { RecognizerDetail.missing($0) } ?? .memory(learnt: learnt.count)
        statuses.append(try await status(.kitchenMemory, settings: settings, ready: availability.isAvailable, detail: memoryDetail))
        return statuses
    }

    /// The food model and kitchen memory for this photo, over one shared pass of the
    /// image model; none when it is missing, turned off or left out by `only`. The memory
    /// runs even before it has learnt anything: the photo's print is what a confirmation
    /// teaches it.
    func imageModelRecognizers(
        for photo: ScanPhoto, settings: ScanSettings, only: Set<RecognizerKind>?
    ) async throws -> (
        recognizers: [any FoodRecognizer], shared: SharedAnalysis?
    ) {
        guard let model = services.imageModel, model.availability.isAvailable else { return ([], nil) }
        func wanted(_ kind: RecognizerKind) -> Bool { !settings.disabled.contains(kind) && (only?.contains(kind) ?? true) }
        let map = wanted(.foodModel) ? services.classMap : nil
        guard map != nil || wanted(.kitchenMemory) else { return ([], nil) }
        let shared = SharedAnalysis(model: model, photo: photo)
        var recognizers: [any FoodRecognizer] = []
        if let map { recognizers.append(FoodModelRecognizer(analysis: shared, map: map)) }
        if wanted(.kitchenMemory) {
            let examples = try await store.memoryExamples(model: model.printModel)
            recognizers.append(KitchenMemoryRecognizer(analysis: shared, memory: KitchenMemory(examples: examples, calibration: model.calibration)))
        }
        return (recognizers, shared)
    }

    /// The food model and the kitchen memory each name what a whole photo shows. When the
    /// memory is sure of a food this household taught it, a different food the generic
    /// ImageNet model guesses for the same photo is left out: the household's own
    /// photos know its oat milk better than a class for "product packet" does. So is a
    /// different food the label reader makes of the pack's print: the word "apple" on a
    /// taught carton of apple juice, "oats" on its oat drink (with one photo of each
    /// product taught, 20 of 81 wrong detections went, and 6 of 271 right ones).
    static func householdFirst(_ candidates: [ScanCandidate], threshold: Float) -> [ScanCandidate] {
        guard let learnt = candidates.first(where: { $0.recognizer == .kitchenMemory && $0.confidence >= threshold }) else { return candidates }
        return candidates.filter { !overruled.contains($0.recognizer) || $0.label == learnt.label }
    }

    /// The recognizers a sure kitchen memory overrules.
    private static let overruled: Set<RecognizerKind> = [.foodModel, .labelReader]

    /// How each recognizer that must have answered is set up now (`RecognizerDetail.setup`),
    /// to note when it does.
    func answerDetails(settings: ScanSettings) async throws -> [RecognizerKind: String] {
        var details: [RecognizerKind: String] = [:]
        if let vision = try? await visionRecognizer(settings: settings), vision.recognizer != nil { details[.visionModel] = vision.detail.setup }
        if let model = services.imageModel, model.availability.isAvailable { details[.foodModel] = modelDetail(model).setup }
        return details
    }

    func modelDetail(_ model: any FoodImageModel) -> RecognizerDetail {
        model.availability.missing.map { .missing($0) } ?? .imageModel(printModel: model.printModel)
    }

    /// The name the memory learns a confirmed food by: the lexicon's, when it knows it.
    func memoryName(_ name: String) -> String {
        lexicon.lookup(name).food?.name ?? name
    }
}

/// Which recognizers have answered a photo as they are set up now: read from the
/// database once, written only when it changes (not once a frame).
actor AnsweredRecognizers {
    private let store: any RecognizerAnswerRepository
    private let clock: any AppClock
    private var known: [RecognizerKind: String?] = [:]

    init(store: any RecognizerAnswerRepository, clock: any AppClock) {
        self.store = store
        self.clock = clock
    }

    func detail(for kind: RecognizerKind) async throws -> String? {
        if let cached = known[kind] { return cached }
        let stored = try await store.answeredDetail(for: kind)
        known[kind] = stored
        return stored
    }

    /// Records that these kinds answered, as `details` describes them.
    func note(_ kinds: [RecognizerKind], details: [RecognizerKind: String]) async {
        for kind in kinds {
            guard let detail = details[kind], (try? await self.detail(for: kind)) != detail else { continue }
            known[kind] = detail
            try? await store.recordAnswer(of: kind, detail: detail, at: clock.now())
        }
    }
}
