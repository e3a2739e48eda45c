import LunchBoxCore
import LunchBoxUseCases

/// A recognizer as the scan page lists it.
struct ScanRecognizerView {
    let title: String
    let kind: String
    let ready: Bool
    let off: Bool
    let detail: String

    init(_ status: RecognizerStatus) {
        title = status.kind.title
        kind = status.kind.rawValue
        ready = status.state == .ready
        off = status.state == .off
        detail = status.detail
    }
}

/// A detection in the upload result, with its form fields' index.
struct ScanDetectionView {
    let index: Int
    let name: String
    let needsName: Bool
    let quantity: String
    let barcode: String
    /// "92%, Label reader".
    let confidence: String

    init(index: Int, item: DetectedItem) {
        self.index = index
        name = item.name
        needsName = item.needsName
        quantity = item.quantity ?? ""
        barcode = item.barcode ?? ""
        confidence = item.confidenceSummary
    }
}
