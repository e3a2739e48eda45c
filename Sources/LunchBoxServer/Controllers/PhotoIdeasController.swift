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
        addStreamRoute(to: router)
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

    /// The same upload, read by the ideas page's script: each idea the moment the model has
    /// written it, then the foods seen, then `done`.
    func addStreamRoute(to router: Router<AppRequestContext>) {
        router.post("/ideas/photo/stream") { request, context -> Response in
            let photo: Data
            do {
                photo = try await ScanUpload.read(from: request, maximumSize: maximumUploadSize).photo
            } catch {
                return IdeaEventStream.response(engine: .ai) { _ in throw error }
            }
            return IdeaEventStream.response(engine: .ai) { [ideas] send in
                for try await event in try await ideas.streamFromPhoto(photo) {
                    switch event {
                    case .idea(let idea):
                        send(IdeaStreamMessage(idea))
                    case .finished(let seen, let batch):
                        send(IdeaStreamMessage(seen: seen))
                        send(IdeaStreamMessage(.finished(batch)))
                    }
                }
            }
        }
    }

    private func render(_ request: Request, _ context: AppRequestContext, content: [String: Any], status: HTTPResponse.Status = .ok) throws -> Response {
        try pages.render("ideas-photo", title: "Ideas from a photo", section: .ideas, request: request, context: context, content: content, status: status)
    }
}
