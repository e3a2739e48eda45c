import LunchBoxCore

extension ScannerViewModel {
    /// The live preview runs only with the camera allowed.
    public var showsCameraPreview: Bool { cameraPermission == .authorized }

    /// "Image classifier and Label reader are ready.", or what to do when none is.
    public var recognizerSummary: String {
        let ready = recognizers.filter { $0.state == .ready }.map { $0.kind.title(words) }
        guard !ready.isEmpty else { return words("scan3.ready.none") }
        return words(ready.count == 1 ? "scan3.ready.single" : "scan3.ready.several", words.and(ready))
    }

    /// "Confirm eggs" / "Dismiss eggs", for VoiceOver.
    public func confirmLabel(for item: DetectedItem) -> String { words("scan3.confirmLabel", title(for: item)) }
    public func dismissLabel(for item: DetectedItem) -> String { words("scan3.dismissLabel", title(for: item)) }

    /// "Added 3 items to the kitchen.", under the list; nil before anything was added.
    public var confirmedSummary: String? {
        confirmedItems.isEmpty ? nil : words.counting("scan3.confirmed", confirmedItems.count)
    }
}
