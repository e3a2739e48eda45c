import LunchBoxCore

extension ScannerViewModel {
    /// The live preview runs only with the camera allowed.
    public var showsCameraPreview: Bool { cameraPermission == .authorized }

    /// "Image classifier and Label reader are ready.", or what to do when none is.
    public var recognizerSummary: String {
        let ready = recognizers.filter { $0.state == .ready }.map(\.kind.title)
        guard !ready.isEmpty else { return "Nothing can recognise food here yet: type what you have instead." }
        return ListFormat.and(ready) + (ready.count == 1 ? " is" : " are") + " ready."
    }

    /// "Confirm eggs" / "Dismiss eggs", for VoiceOver.
    public func confirmLabel(for item: DetectedItem) -> String { "Confirm \(title(for: item))" }
    public func dismissLabel(for item: DetectedItem) -> String { "Dismiss \(title(for: item))" }

    /// "Added 3 items", under the list; nil before anything was added.
    public var confirmedSummary: String? {
        confirmedItems.isEmpty ? nil : "Added \(confirmedItems.count) \(confirmedItems.count == 1 ? "item" : "items") to the kitchen."
    }
}
