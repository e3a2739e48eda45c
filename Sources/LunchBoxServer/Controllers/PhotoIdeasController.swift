import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// "Snap a photo → ideas": one upload, one vision call; the page shows the foods seen,
/// ticked for adding to the kitchen (through the scan page's confirmation), and the
/// ideas, screened like every idea.
struct PhotoIdeasController {
    let pages: Pages
    let ideas: IdeasUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/ideas/photo") { request, context -> Response in
            do {
                let upload = try await ScanUpload.read(from: request, maximumSize: maximumUploadSize)
                let (seen, batch) = try await ideas.askFromPhoto(upload.photo)
                return try render(request, context, content: PhotoIdeasView(seen: seen, batch: batch).content)
            } catch let error as HTTPError {
                return try render(request, context, content: PhotoIdeasView.failure(error.body ?? "The upload could not be read."), status: error.status)
            } catch {
                let (status, described) = ErrorResponder.describe(error)
                return try render(request, context, content: PhotoIdeasView.failure(described.message, offerScan: error as? PhotoIdeasError == .needsVisionEndpoint), status: status)
            }
        }
    }

    private func render(_ request: Request, _ context: AppRequestContext, content: [String: Any], status: HTTPResponse.Status = .ok) throws -> Response {
        try pages.render("ideas-photo", title: "Ideas from a photo", section: .ideas, request: request, context: context, content: content, status: status)
    }
}
