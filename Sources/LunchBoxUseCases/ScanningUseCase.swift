import Foundation
import LunchBoxCore

/// Scanning, once for every face: a photo (or a live camera frame) through every
/// enabled recognizer at once, then the one pipeline (lexicon, merging, threshold, and
/// for live frames smoothing), barcodes named from the person's own catalog; confirmed
/// detections join the inventory and teach the catalog and the kitchen memory.
public struct ScanningUseCase: Sendable {
    public typealias Store = ScanRepository & InventoryRepository & AISettingsRepository & KitchenMemoryRepository & RecognizerAnswerRepository

    let store: any Store
    private let secrets: any SecretStore
    private let chatClient: ChatClient
    let services: ScanningServices
    let lexicon: FoodLexicon
    private let liveScans: LiveScans
    let slots: ScanSlots
    let pending: PendingPrints
    let answers: AnsweredRecognizers
    let clock: any AppClock

    init(store: any Store, secrets: any SecretStore, chatClient: ChatClient, services: ScanningServices, lexicon: FoodLexicon, clock: any AppClock) {
        self.store = store
        self.secrets = secrets
        self.chatClient = chatClient
        self.services = services
        self.lexicon = lexicon
        self.liveScans = LiveScans(clock: clock)
        self.slots = ScanSlots()
        self.pending = PendingPrints(clock: clock)
        self.answers = AnsweredRecognizers(store: store, clock: clock)
        self.clock = clock
    }

    public func settings() async throws -> ScanSettings {
        try await store.scanSettings()
    }

    /// Validates and saves the change; nothing is saved when any part is refused.
    @discardableResult
    public func updateSettings(_ change: ScanSettingsChange) async throws -> ScanSettings {
        guard !change.isEmpty else { return try await store.scanSettings() }
        let threshold = try change.threshold.map(ScanSettings.validatedThreshold)
        let model = try change.visionModel.map { try UserText.clean($0, field: "Vision model", maxLength: 200, allowEmpty: true) }
        // Applied to the settings as stored, in the store's one write: two changes at
        // once (a threshold here, a recognizer there) both land.
        return try await store.updateScanSettings { settings in
            if let threshold { settings.threshold = threshold }
            if let model { settings.visionModel = model.isEmpty ? nil : model }
            for (kind, enabled) in change.enabled {
                if enabled { settings.disabled.remove(kind) } else { settings.disabled.insert(kind) }
            }
            if let lookup = change.onlineProductLookup { settings.onlineProductLookup = lookup }
        }
    }

    /// The settings and the recognizers' states together.
    public func summary() async throws -> ScanSettingsSummary {
        let settings = try await store.scanSettings()
        return ScanSettingsSummary(
            threshold: settings.threshold, visionModel: settings.visionModel, onlineProductLookup: settings.onlineProductLookup,
            recognizers: try await recognizers(settings: settings))
    }

    /// Every recognizer this face could use, and whether it will.
    public func recognizers() async throws -> [RecognizerStatus] {
        try await recognizers(settings: try await store.scanSettings())
    }

    func recognizers(settings: ScanSettings) async throws -> [RecognizerStatus] {
        var statuses: [RecognizerStatus] = []
        let vision = try await visionRecognizer(settings: settings)
        statuses.append(
            try await status(.visionModel, settings: settings, ready: vision.recognizer != nil, detail: vision.detail, mustHaveAnswered: true))
        for recognizer in services.recognizers {
            statuses.append(try await status(recognizer.kind, settings: settings, ready: true, detail: .onThisMachine))
        }
        statuses += try await imageModelStatuses(settings: settings)
        for missing in services.unavailable where !statuses.contains(where: { $0.kind == missing.kind }) {
            statuses.append(RecognizerStatus(kind: missing.kind, state: .unavailable, explanation: missing.missing.map { .missing($0) } ?? .notAvailable))
        }
        return statuses.sorted { $0.kind < $1.kind }
    }

    /// Scans one photo. `liveScan` names a live scan whose frames smooth each other;
    /// `deviceBarcodes` are codes the device read itself (the browser's BarcodeDetector);
    /// `only` limits the recognizers (the evaluation measures them one by one). Throws
    /// for a photo that is not one, when no recognizer can run, and when every
    /// recognizer failed; otherwise the reports say which failed and why.
    public func scan(_ data: Data, liveScan: String? = nil, deviceBarcodes: [String] = [], only: Set<RecognizerKind>? = nil) async throws -> ScanOutcome {
        // The photo's own checks (its size in pixels, whether it is whole) come first and
        // cost no slot; a scan past the bound on concurrent scans is refused (busy).
        let photo = try ScanPhoto(data)
        if let liveScan, !LiveScans.isValidID(liveScan) { throw ScanError.invalidLiveScan }
        return try await slots.run { try await scan(photo, liveScan: liveScan, deviceBarcodes: deviceBarcodes, only: only) }
    }

    private func scan(_ photo: ScanPhoto, liveScan: String?, deviceBarcodes: [String], only: Set<RecognizerKind>?) async throws -> ScanOutcome {
        let settings = try await store.scanSettings()
        var recognizers = services.recognizers.filter { !settings.disabled.contains($0.kind) }
        if !settings.disabled.contains(.visionModel), let vision = try await visionRecognizer(settings: settings).recognizer {
            recognizers.insert(vision, at: 0)
        }
        let analysis = try await imageModelRecognizers(for: photo, settings: settings, only: only)
        recognizers += analysis.recognizers
        if let only { recognizers = recognizers.filter { only.contains($0.kind) } }
        let device = deviceBarcodes.filter(Barcode.isValid).map { ScanCandidate(label: "", confidence: 1, recognizer: .barcode, barcode: $0) }
        guard !recognizers.isEmpty || !device.isEmpty else { throw ScanError.noRecognizer }
        // A live scan runs the costly label reader on some frames only, and carries what
        // it read over the frames between (LiveScans.costlyEvery).
        var carried: [ScanCandidate] = []
        if let liveScan, let skipped = await liveScans.costlyKindsToSkip(scan: liveScan, running: Set(recognizers.map(\.kind))) {
            recognizers.removeAll { skipped.kinds.contains($0.kind) }
            carried = skipped.carried
        }

        let results = await Self.run(recognizers, on: photo)
        if let liveScan { await liveScans.remember(results.filter { LiveScans.costly.contains($0.kind) && $0.error == nil }.map { ($0.kind, $0.candidates) }, scan: liveScan) }
        await answers.note(results.filter { $0.error == nil }.map(\.kind), details: try await answerDetails(settings: settings))
        if device.isEmpty, results.allSatisfy({ $0.error != nil }), let first = results.lazy.compactMap(\.error).first {
            throw results.lazy.compactMap(\.error).first { $0 is ScanError } ?? first
        }
        // A damaged photo is damaged for every recognizer, even one (zbar) that quietly
        // finds nothing in it: when nothing was found, say so rather than "no food was
        // recognised". What a recognizer did find is still shown.
        if device.isEmpty, results.allSatisfy({ $0.candidates.isEmpty }), let damaged = results.lazy.compactMap({ $0.error as? ScanError }).first(where: \.isUnreadablePhoto) {
            throw damaged
        }
        let candidates = try await named(
            Self.householdFirst(results.flatMap(\.candidates), threshold: settings.threshold) + carried + device, settings: settings)
        let pipeline = ScanPipeline(lexicon: lexicon, filter: ConfidenceFilter(threshold: settings.threshold))
        let output = pipeline.process(candidates)
        var detected = output.detected
        if let liveScan { detected = await liveScans.smooth(detected, scan: liveScan) }
        let reports = results.map { result in
            RecognizerReport(kind: result.kind, found: result.candidates.count, milliseconds: result.milliseconds, error: result.error.map(UserFacingError.init))
        }
        var photoID: String?
        if let print = await analysis.shared?.finished?.print { photoID = await pending.keep(print) }
        return ScanOutcome(
            format: photo.format, bytes: photo.data.count, detected: detected, considered: output.considered, reports: reports, photoID: photoID,
            hints: try await advice(detected: detected, considered: output.considered, reports: reports, settings: settings))
    }

    /// Adds the confirmed detections to the kitchen (all or none: every name is checked
    /// first), remembers what each barcode is, and teaches the kitchen memory the first
    /// food confirmed from `photo` (the id a scan's outcome carried).
    @discardableResult
    public func confirm(_ confirmations: [ScanConfirmation], photo: String? = nil) async throws -> [InventoryItem] {
        try Self.checkCount(confirmations)
        let items = try confirmations.map { try InventoryItem(name: $0.name, quantity: $0.quantity).validated() }
        let scanned = try await toppingUp(zip(items, confirmations).map { ScannedItem(item: $0, barcode: $1.barcode) })
        guard let photo, let first = items.first, let print = await pending.take(photo) else {
            return try await store.confirmScannedItems(scanned, at: clock.now())
        }
        do {
            return try await store.confirmScannedItems(scanned, remembering: memoryName(first.name), print: print, at: clock.now())
        } catch {
            await pending.putBack(print, as: photo)
            throw error
        }
    }

    /// More foods than anyone confirms at once is not a person confirming.
    public static let maximumConfirmations = 50

    /// Something to confirm, and no more than a person ticks.
    static func checkCount(_ confirmations: [some Any]) throws {
        guard !confirmations.isEmpty else { throw ScanError.nothingConfirmed }
        guard confirmations.count <= maximumConfirmations else { throw ScanError.tooManyConfirmed(maximum: maximumConfirmations) }
    }

    /// Confirmed food the kitchen holds tops that item up (`KitchenTopUp`): confirming
    /// "cucumber" beside the kitchen's cucumber is no second row. A product named by its
    /// barcode stays itself, so the barcode keeps the product's name.
    private func toppingUp(_ scanned: [ScannedItem]) async throws -> [ScannedItem] {
        var kitchen = try await store.inventory().items
        var result: [ScannedItem] = []
        for entry in scanned {
            guard entry.barcode == nil, let put = KitchenTopUp.merged([entry.item], into: kitchen, lexicon: lexicon).first else {
                result.append(entry)
                continue
            }
            if let index = kitchen.firstIndex(where: { $0.id == put.id }) { kitchen[index] = put } else { kitchen.append(put) }
            result.removeAll { $0.item.id == put.id }
            result.append(ScannedItem(item: put, barcode: nil))
        }
        return result
    }

    /// A recognizer's state; with `mustHaveAnswered`, one that is set up but has not yet
    /// read a photo as it is set up now (its `setup`, as stored when it answered) says so
    /// instead of "ready".
    func status(
        _ kind: RecognizerKind, settings: ScanSettings, ready: Bool, detail: RecognizerDetail, mustHaveAnswered: Bool = false
    ) async throws
        -> RecognizerStatus
    {
        if !ready { return RecognizerStatus(kind: kind, state: .unavailable, explanation: detail) }
        if settings.disabled.contains(kind) { return RecognizerStatus(kind: kind, state: .off, explanation: detail) }
        if mustHaveAnswered, try await answers.detail(for: kind) != detail.setup {
            return RecognizerStatus(kind: kind, state: .untried, explanation: .untried(detail))
        }
        return RecognizerStatus(kind: kind, state: .ready, explanation: detail)
    }

    /// The vision model recognizer when a key is saved and photos can be resized, or why
    /// not.
    func visionRecognizer(settings: ScanSettings) async throws -> (recognizer: VisionModelRecognizer?, detail: RecognizerDetail) {
        guard let preparer = services.imagePreparer else {
            return (nil, .cannotResizePhotos)
        }
        guard let key = try secrets.loadAPIKey() else {
            return (nil, .needsVisionKey)
        }
        var configuration = try await store.aiConfiguration()
        configuration.model = settings.visionModel ?? configuration.model
        let host = EndpointPolicy.host(of: configuration.baseURL) ?? configuration.baseURL.absoluteString
        let recognizer = VisionModelRecognizer(chatClient: chatClient, configuration: configuration, apiKey: key, preparer: preparer)
        return (recognizer, .visionModel(model: configuration.model, host: host))
    }

    /// Barcodes named from the catalog (or Open Food Facts when turned on); an unknown
    /// one stays nameless for the person to name.
    private func named(_ candidates: [ScanCandidate], settings: ScanSettings) async throws -> [ScanCandidate] {
        var named: [ScanCandidate] = []
        for candidate in candidates {
            guard let barcode = candidate.barcode, candidate.label.isEmpty else {
                named.append(candidate)
                continue
            }
            var name = try await store.productName(forBarcode: barcode)
            if name == nil, settings.onlineProductLookup, let lookup = services.productLookup {
                name = try? await lookup.productName(forBarcode: barcode)
            }
            named.append(
                ScanCandidate(
                    label: name ?? "", confidence: candidate.confidence, recognizer: candidate.recognizer, box: candidate.box,
                    quantity: candidate.quantity, barcode: barcode))
        }
        return named
    }

    struct Result: Sendable {
        let kind: RecognizerKind
        let candidates: [ScanCandidate]
        let milliseconds: Int
        let error: (any Error)?
    }

    /// Runs every recognizer at once; a slow vision model does not hold up the barcode.
    private static func run(_ recognizers: [any FoodRecognizer], on photo: ScanPhoto) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            for (index, recognizer) in recognizers.enumerated() {
                group.addTask {
                    let clock = ContinuousClock()
                    let start = clock.now
                    do {
                        let candidates = try await recognizer.recognize(photo)
                        return (index, Result(kind: recognizer.kind, candidates: candidates, milliseconds: milliseconds(since: start, clock), error: nil))
                    } catch {
                        return (index, Result(kind: recognizer.kind, candidates: [], milliseconds: milliseconds(since: start, clock), error: error))
                    }
                }
            }
            var results: [(Int, Result)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
        let elapsed = clock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
