import Foundation
import Hummingbird
import LunchBoxCore
import MultipartKit

/// A photo upload (multipart/form-data): the `photo` and the form's other fields, with
/// the size refused before the body is read past the limit.
struct ScanUpload: Decodable {
    let photo: Data
    /// A live scan's id (the scan page makes one up).
    let scan: String?
    /// Barcodes the device read itself, comma-separated.
    let barcodes: String?
    let csrf: String?

    /// At most this many device barcodes are taken from one frame.
    static let maximumBarcodes = 10

    var barcodeList: [String] {
        (barcodes ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter(Barcode.isValid).prefix(Self.maximumBarcodes).map { $0 }
    }

    static func read(from request: Request, maximumSize: Int) async throws -> ScanUpload {
        let contentType = request.headers[.contentType] ?? ""
        guard contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = contentType.components(separatedBy: "boundary=").last?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")),
            !boundary.isEmpty, boundary != contentType
        else {
            throw HTTPError(.unsupportedMediaType, message: "Send the photo as a form upload (multipart/form-data) with a field named photo.")
        }
        // Room for the form's own headers and fields around the photo.
        let limit = maximumSize + 64 * 1024
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw tooLarge(maximumSize)
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw tooLarge(maximumSize)
        }
        let upload: ScanUpload
        do {
            upload = try FormDataDecoder().decode(ScanUpload.self, from: body, boundary: boundary)
        } catch {
            throw HTTPError(.badRequest, message: "The upload could not be read. Choose a photo and try again.")
        }
        guard !upload.photo.isEmpty else { throw ScanError.emptyPhoto }
        guard upload.photo.count <= maximumSize else { throw tooLarge(maximumSize) }
        return upload
    }

    /// 413 with the words every face uses.
    private static func tooLarge(_ maximumSize: Int) -> HTTPError {
        HTTPError(.contentTooLarge, message: UserFacingError(ScanError.photoTooLarge(maximumBytes: maximumSize)).message)
    }
}
