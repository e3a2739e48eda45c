import Foundation
import Hummingbird
import LunchBoxCore

/// `POST /api/scan`: a photo (multipart field `photo`, at most the upload limit), checked
/// by its bytes. Answers what was received and what was recognised; until a recognizer
/// is installed, `detected` is empty and `recognizers` says so.
struct ScanAPI {
    struct ScanResult: ResponseEncodable {
        let format: String
        let bytes: Int
        let detected: [DetectedItem]
        let recognizers: [String]
        let message: String
    }

    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/scan") { request, _ in
            let photo = try await ScanController.photo(from: request, maximumSize: maximumUploadSize)
            guard let format = ImageFormat(detecting: photo) else {
                throw HTTPError(.unsupportedMediaType, message: "That file is not a photo. Send a JPEG, PNG, WebP, HEIC or GIF image.")
            }
            return ScanResult(
                format: format.rawValue,
                bytes: photo.count,
                detected: [],
                recognizers: [],
                message: "Photo received. Automatic food recognition is not installed in this version yet; add items with POST /api/inventory."
            )
        }
    }
}
