import Foundation
import Hummingbird
import LunchBoxCore

/// A photo upload (multipart/form-data): the `photo` and the form's other fields, taken
/// from the parts `RequestBodyMiddleware` read (the body is read once, before the route).
struct ScanUpload {
    let photo: Data
    /// A live scan's id (the scan page makes one up).
    let scan: String?
    /// Barcodes the device read itself, comma-separated.
    let barcodes: String?
    /// What the photo shows, when teaching the kitchen memory.
    let name: String?

    /// At most this many device barcodes are taken from one frame.
    static let maximumBarcodes = 10

    var barcodeList: [String] {
        (barcodes ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter(Barcode.isValid).prefix(Self.maximumBarcodes).map { $0 }
    }

    /// The upload in the context, or the error that says what is missing.
    static func read(from context: AppRequestContext) throws -> ScanUpload {
        guard let form = context.upload else {
            throw HTTPFault.notAFormUpload
        }
        guard let photo = form.file("photo") else { throw MultipartBody.unreadable }
        guard !photo.isEmpty else { throw ScanError.emptyPhoto }
        return ScanUpload(photo: photo, scan: form.field("scan"), barcodes: form.field("barcodes"), name: form.field("name"))
    }
}
