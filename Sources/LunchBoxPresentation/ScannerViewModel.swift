import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// Whether the app may use the camera; the platform layer reports it.
public enum CameraPermission: String, Sendable {
    case notDetermined
    case authorized
    case denied
}

/// The scanner screen: photos and live camera frames go through the scanning use case
/// (every recognizer, the lexicon, the threshold, smoothing); detections wait here for
/// the person to confirm (added to the inventory, a barcode's name remembered) or
/// dismiss (dropped, and not shown again in this scan). Typing an item is the
/// alternative to scanning.
@MainActor
public final class ScannerViewModel: ObservableObject {
    @Published public private(set) var detectedItems: [DetectedItem] = []
    @Published public private(set) var confirmedItems: [InventoryItem] = []
    @Published public private(set) var recognizers: [RecognizerStatus] = []
    @Published public private(set) var cameraPermission: CameraPermission = .notDetermined
    @Published public private(set) var isScanning = false
    /// What the last scan found, in a sentence ("Found 2 foods…").
    @Published public private(set) var statusMessage: String?
    @Published public var errorMessage: String?
    /// The "camera not allowed" sheet (with Open Settings); set when the permission is
    /// denied, cleared when the person closes it.
    @Published public var showsPermissionSheet = false

    /// How sure a detection must be to show: the saved threshold, the one the scanning
    /// use case applies (LB Property 4), read by `loadRecognizers`.
    @Published public private(set) var confidenceFilter = ConfidenceFilter()
    /// The camera frames' size in pixels, upright, as the camera reports it: the overlay
    /// needs it to follow the preview's crop (`labelPlacements(in:)`).
    @Published public private(set) var videoSize: CGSize?
    private let inventory: InventoryStore
    private let scanning: any KitchenScanning
    /// The phone's language: every line this screen says.
    let words: Wording
    private let liveScan = "app-" + UUID().uuidString
    /// Keys of what the person dismissed or confirmed: live frames do not bring them back.
    private var settled: Set<String> = []
    /// The last photo or frame scanned and its id: confirming teaches the kitchen memory
    /// from it, and "This is: …" names it. Kept in memory only, until the next one.
    private var lastPhoto: (data: Data, id: String?)?

    public init(inventory: InventoryStore, scanning: any KitchenScanning, words: Wording) {
        self.inventory = inventory
        self.scanning = scanning
        self.words = words
    }

    /// Which recognizers can run, for the screen's "what can recognise food" line, and
    /// the saved threshold.
    public func loadRecognizers() async {
        await ScreenAction.run(
            words: words,
            {
                let summary = try await scanning.summary()
                recognizers = summary.recognizers
                confidenceFilter = ConfidenceFilter(threshold: summary.threshold)
            }, showing: { errorMessage = $0 })
    }

    /// True when some recognizer is ready; otherwise the screen offers typing only.
    public var canRecognize: Bool { recognizers.contains(where: \.willRun) }

    /// Scans a photo; its detections join the list.
    public func scanPhoto(_ data: Data) async {
        isScanning = true
        defer { isScanning = false }
        await ScreenAction.run(
            words: words,
            {
                let outcome = try await scanning.scan(data)
                lastPhoto = (data, outcome.photoID)
                statusMessage = ([outcome.message(words)] + outcome.advice(words)).joined(separator: " ")
                merge(outcome.detected)
            }, showing: { errorMessage = $0 })
    }

    /// Scans one live camera frame, unless the last is still being scanned (frames are
    /// dropped, never queued). The list becomes what the smoothed scan shows now.
    /// `barcodes` are codes the device read in the frame itself (the iPhone's camera
    /// reads EAN and UPC codes as it films).
    public func scanFrame(_ data: Data, barcodes: [String] = []) async {
        guard !isScanning else { return }
        isScanning = true
        defer { isScanning = false }
        await ScreenAction.run(
            words: words,
            {
                let outcome = try await scanning.scan(data, liveScan: liveScan, deviceBarcodes: barcodes)
                lastPhoto = (data, outcome.photoID)
                detectedItems = outcome.detected.filter { !settled.contains($0.key) }
            }, showing: { errorMessage = $0 })
    }

    /// Takes detections made elsewhere: keeps those sure enough (the saved threshold),
    /// one entry per food, none the person already settled.
    public func receive(_ detections: [DetectedItem]) {
        merge(confidenceFilter.filter(detections))
    }

    /// Adds detections the use case already held to the threshold.
    private func merge(_ detections: [DetectedItem]) {
        for detection in detections where !settled.contains(detection.key) {
            if let index = detectedItems.firstIndex(where: { $0.key == detection.key }) {
                if detection.confidence > detectedItems[index].confidence {
                    detectedItems[index] = DetectedItem(
                        id: detectedItems[index].id, name: detection.name, confidence: detection.confidence, food: detection.food,
                        recognizers: detection.recognizers, box: detection.box, quantity: detection.quantity, barcode: detection.barcode)
                }
            } else {
                detectedItems.append(detection)
            }
        }
    }

    /// Adds the detection to the inventory (under `name` when the person gave one, as
    /// for an unknown barcode) and takes it off the pending list.
    public func confirm(_ item: DetectedItem, as name: String? = nil) async {
        await ScreenAction.run(
            words: words,
            {
                let chosen = name ?? item.name
                confirmedItems += try await scanning.confirm(
                    [ScanConfirmation(name: chosen, quantity: item.quantity ?? "", barcode: item.barcode)], photo: lastPhoto?.id)
                try await inventory.load()
                settle(item)
            }, showing: { errorMessage = $0 })
    }

    /// "This is: oat milk": the kitchen memory learns the last photo as `name` (its
    /// features on this device, never the photo), so the next photo of it is recognised.
    @discardableResult
    public func teachLastPhoto(as name: String) async -> Bool {
        guard let photo = lastPhoto?.data else {
            errorMessage = words("scan3.teach.photoFirst")
            return false
        }
        return await ScreenAction.run(
            words: words,
            {
                let learnt = try await scanning.teach(photo, name: name)
                statusMessage = words("scan3.teach.learnt", learnt.food)
            }, showing: { errorMessage = $0 })
    }

    /// True once a photo was scanned, so the screen offers "This is: …".
    public var canTeach: Bool { lastPhoto != nil && recognizers.contains { $0.kind == .kitchenMemory && $0.willRun } }

    /// Drops the detection; the inventory is not touched.
    public func dismiss(_ item: DetectedItem) {
        settle(item)
    }

    /// Adds a typed item; returns false (with `errorMessage` set) when it was refused.
    @discardableResult
    public func addManualItem(name: String, quantity: String = "") async -> Bool {
        await ScreenAction.run(
            words: words,
            { confirmedItems.append(try await inventory.add(InventoryItem(name: name, quantity: quantity))) }, showing: { errorMessage = $0 })
    }

    /// The camera reports its frames' size (upright); changes only when it does.
    public func updateVideoSize(_ size: CGSize) {
        guard size.width > 0, size.height > 0, size != videoSize else { return }
        videoSize = size
    }

    public func updateCameraPermission(_ permission: CameraPermission) {
        cameraPermission = permission
        showsPermissionSheet = permission == .denied
    }

    /// Shown when the camera may not be used (LB Req 3.2).
    public var permissionExplanation: String? {
        cameraPermission == .denied ? words("scan3.camera.denied") : nil
    }

    /// The label for a detection: its name, or the question for an unknown barcode.
    public func title(for item: DetectedItem) -> String {
        item.needsName ? words("scan.found.whatIsBarcode", item.barcode ?? "") : item.name
    }

    /// "92%, Vision model + Label reader", for VoiceOver and the detail line.
    public func detail(for item: DetectedItem) -> String {
        item.confidenceSummary(words)
    }

    private func settle(_ item: DetectedItem) {
        settled.insert(item.key)
        detectedItems.removeAll { $0.key == item.key }
    }
}
