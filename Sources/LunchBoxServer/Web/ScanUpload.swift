import Foundation
import Hummingbird
import LunchBoxCore

/// A photo upload (multipart/form-data): the `photo` and the form's other fields, with
/// the size refused before the body is read past the limit.
struct ScanUpload: Decodable {
    let photo: Data
    /// A live scan's id (the scan page makes one up).
    let scan: String?
    /// Barcodes the device read itself, comma-separated.
    let barcodes: String?
    /// What the photo shows, when teaching the kitchen memory.
    let name: String?
    let csrf: String?

    /// At most this many device barcodes are taken from one frame.
    static let maximumBarcodes = 10

    var barcodeList: [String] {
        (barcodes ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter(Barcode.isValid).prefix(Self.maximumBarcodes).map { $0 }
    }

    static func read(from request: Request, maximumSize: Int) async throws -> ScanUpload {
        var request = request
        guard let body = try await MultipartBody.collect(&request, maximumUploadSize: maximumSize) else {
            throw HTTPError(.unsupportedMediaType, message: "Send the photo as a form upload (multipart/form-data) with a field named photo.")
        }
        let upload: ScanUpload
        do {
            upload = try body.decode(ScanUpload.self)
        } catch {
            throw HTTPError(.badRequest, message: "The upload could not be read. Choose a photo and try again.")
        }
        guard !upload.photo.isEmpty else { throw ScanError.emptyPhoto }
        guard upload.photo.count <= maximumSize else { throw MultipartBody.tooLarge(maximumSize) }
        return upload
    }
}
