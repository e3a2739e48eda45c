import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// A recognizer as the scan page lists it.
struct ScanRecognizerView {
    let title: String
    let kind: String
    let ready: Bool
    let off: Bool
    /// "ready", "set up, not yet tried on a photo", "turned off", "not available".
    let state: String
    let detail: String

    init(_ status: RecognizerStatus, words: Wording) {
        title = status.kind.title(words)
        kind = status.kind.rawValue
        ready = status.state == .ready
        off = status.state == .off
        state = ScanSettingsView.stateText(status.state, words: words)
        detail = status.detail(words)
    }
}

/// A food the kitchen memory learnt, with its Forget button.
struct ScanLearntView {
    let food: String
    /// "3 photos, last Nov 24, 2026, 07:12", "3 Fotos, zuletzt am 24. Nov. 2026, 07:12".
    let detail: String

    init(_ learnt: LearnedFood, words: Wording, timeZone: TimeZone) {
        food = learnt.food
        detail = words.counting("scan3.learnt.at", learnt.photos, words.time(learnt.lastLearned, in: timeZone))
    }
}

/// The photo just scanned, shown back (a small JPEG inline; nothing is kept) with the
/// names found over it.
struct ScanPhotoView {
    let source: String
    let found: [String]

    init?(preview: Data?, detected: [DetectedItem], words: Wording) {
        guard let preview else { return nil }
        source = "data:image/jpeg;base64," + preview.base64EncodedString()
        found = detected.map { $0.needsName ? words("scan3.barcode", $0.barcode ?? "") : "\($0.name) (\($0.confidenceSummary(words)))" }
    }
}

/// A detection in the upload result, with its form fields' index.
struct ScanDetectionView {
    let index: Int
    let name: String
    let needsName: Bool
    let quantity: String
    let barcode: String
    /// "92%, Label reader", in the reader's language.
    let confidence: String

    init(index: Int, item: DetectedItem, words: Wording) {
        self.index = index
        name = item.name
        needsName = item.needsName
        quantity = item.quantity ?? ""
        barcode = item.barcode ?? ""
        confidence = item.confidenceSummary(words)
    }
}
