import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import MultipartKit

/// Scanning: a photo from the camera or a file, and typing items as they are seen.
///
/// Photos are checked (size, real image bytes) and handed to the food recognizers;
/// until one is installed the page says so and offers typing instead.
struct ScanController {
    /// The upload form's fields.
    struct Upload: Decodable {
        let photo: Data
    }

    let pages: Pages
    let inventory: InventoryUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/scan") { request, context in
            try page(request, context)
        }
        router.post("/scan/photo") { request, context -> Response in
            let photo = try await Self.photo(from: request, maximumSize: maximumUploadSize)
            guard let format = ImageFormat(detecting: photo) else {
                return try page(request, context, error: "That file is not a photo. Choose a JPEG, PNG, WebP, HEIC or GIF image.", status: .unsupportedMediaType)
            }
            let size = ByteCountFormatter.string(fromByteCount: Int64(photo.count), countStyle: .file)
            return try page(request, context, notice: "Photo received (\(size) \(format.title)). Automatic food recognition is not installed in this version yet, so add what you see in it below.")
        }
        router.post("/scan/add") { _, context -> Response in
            do {
                let item = try await inventory.add(name: context.form.value("name") ?? "", quantity: context.form.value("quantity") ?? "")
                return Flash.success("Added \(item.displayText). Add the next one, or open your kitchen.").redirect(to: "/scan")
            } catch {
                return Flash.error(UserFacingError(error).message).redirect(to: "/scan")
            }
        }
    }

    private func page(_ request: Request, _ context: AppRequestContext, notice: String? = nil, error: String? = nil, status: HTTPResponse.Status = .ok) throws -> Response {
        try pages.render(
            "scan", title: "Scan food", section: .scan, request: request, context: context,
            content: [
                "notice": notice,
                "error": error,
                "maximumMegabytes": maximumUploadSize / 1_048_576,
            ], status: status)
    }

    /// The `photo` field of a multipart upload, refusing anything over the limit before
    /// reading it all.
    static func photo(from request: Request, maximumSize: Int) async throws -> Data {
        let contentType = request.headers[.contentType] ?? ""
        guard contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = contentType.components(separatedBy: "boundary=").last?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")),
            !boundary.isEmpty, boundary != contentType
        else {
            throw HTTPError(.unsupportedMediaType, message: "Send the photo as a form upload (multipart/form-data) with a field named photo.")
        }
        // Room for the form's own headers around the photo.
        let limit = maximumSize + 64 * 1024
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw HTTPError(.contentTooLarge)
        }
        var request = request
        let body = try await request.collectBody(upTo: limit)
        do {
            let upload = try FormDataDecoder().decode(Upload.self, from: body, boundary: boundary)
            guard upload.photo.count <= maximumSize else { throw HTTPError(.contentTooLarge) }
            guard !upload.photo.isEmpty else {
                throw HTTPError(.badRequest, message: "The photo was empty. Choose a photo and try again.")
            }
            return upload.photo
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(.badRequest, message: "The upload could not be read. Choose a photo and try again.")
        }
    }
}
