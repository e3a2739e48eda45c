import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// What `POST /scan/frame` answers the scan page's live camera (scan.js): the same
/// `detected` and `photo` as `POST /api/scan`, and the line under the picture worded in
/// the page's language (the API's `status` stays its documented English).
struct ScanFrameAnswer: ResponseEncodable {
    let detected: [DetectedItem]
    let photo: String?
    let status: String

    init(_ outcome: ScanOutcome, words: Wording) {
        detected = outcome.detected
        photo = outcome.photoID
        status = outcome.status(words)
    }
}
