import Foundation
import Hummingbird
import LunchBoxCore
import MultipartKit

/// A multipart/form-data body (a photo upload), collected once under the upload limit:
/// the CSRF middleware reads its token field and the route its photo from the same
/// bytes, since collecting keeps them on the request.
struct MultipartBody {
    /// Room for the form's own headers and fields around the photo.
    static let formOverhead = 64 * 1024

    let buffer: ByteBuffer
    let boundary: String

    /// The body, or nil when the request is not multipart or names no boundary. Over the
    /// limit (declared or as it arrives) is a 413 in the words every face uses.
    static func collect(_ request: inout Request, maximumUploadSize: Int) async throws -> MultipartBody? {
        let contentType = request.headers[.contentType] ?? ""
        guard contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = contentType.components(separatedBy: "boundary=").last?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")),
            !boundary.isEmpty, boundary != contentType
        else { return nil }
        let limit = maximumUploadSize + formOverhead
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw tooLarge(maximumUploadSize)
        }
        do {
            return MultipartBody(buffer: try await request.collectBody(upTo: limit), boundary: boundary)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw tooLarge(maximumUploadSize)
        }
    }

    func decode<Form: Decodable>(_ type: Form.Type) throws -> Form {
        try FormDataDecoder().decode(type, from: buffer, boundary: boundary)
    }

    /// 413 with the words every face uses.
    static func tooLarge(_ maximumUploadSize: Int) -> HTTPError {
        HTTPError(.contentTooLarge, message: UserFacingError(ScanError.photoTooLarge(maximumBytes: maximumUploadSize)).message)
    }
}
