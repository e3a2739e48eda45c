import Foundation
import Hummingbird
import LunchBoxCore

/// A photo upload's body (multipart/form-data), read once under the upload limit and
/// split into its parts (`MultipartForm`), by `RequestBodyMiddleware` after the session
/// and the origin were checked; the route takes the parts from the context.
enum MultipartBody {
    /// Room for the form's own headers and fields around the photo.
    static let formOverhead = 64 * 1024

    static func isMultipart(_ request: Request) -> Bool {
        request.headers[.contentType]?.lowercased().hasPrefix("multipart/form-data") == true
    }

    /// The boundary named in the Content-Type, or nil.
    static func boundary(_ request: Request) -> String? {
        guard let contentType = request.headers[.contentType], let range = contentType.range(of: "boundary=", options: .caseInsensitive) else { return nil }
        let value = contentType[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty ? nil : value
    }

    /// Reads and splits the body. Over the limit (declared or as it arrives) is a 413 in
    /// the words every face uses; a body that is not a form of ours is a 400.
    static func read(_ request: inout Request, maximumUploadSize: Int) async throws -> MultipartForm {
        guard let boundary = boundary(request) else { throw unreadable }
        let limit = maximumUploadSize + formOverhead
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw tooLarge(maximumUploadSize)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw tooLarge(maximumUploadSize)
        }
        do throws(MultipartForm.Failure) {
            return try MultipartForm.parse(buffer, boundary: boundary, limits: .init(maximumFileBytes: maximumUploadSize))
        } catch .partTooLarge(isFile: true) {
            throw tooLarge(maximumUploadSize)
        } catch {
            throw unreadable
        }
    }

    static let unreadable = HTTPFault.unreadableUpload

    /// 413 with the words every face uses.
    static func tooLarge(_ maximumUploadSize: Int) -> HTTPError {
        HTTPError(.contentTooLarge, message: UserFacingError(ScanError.photoTooLarge(maximumBytes: maximumUploadSize)).message)
    }
}
