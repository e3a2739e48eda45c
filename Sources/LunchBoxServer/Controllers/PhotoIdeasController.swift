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
                let upload = try ScanUpload.read(from: context)
                let (seen, batch) = try await ideas.askFromPhoto(upload.photo, language: context.language)
                return try pages.render(PhotoIdeasPage(seen: seen, batch: batch), request: request, context: context)
            } catch let error as HTTPError {
                return try pages.render(PhotoIdeasPage(error: error.body ?? pages.words(context)("fault5.upload.unreadable")), request: request, context: context, status: error.status)
            } catch {
                let (status, described) = ErrorResponder.describe(error)
                let page = PhotoIdeasPage(error: described.message(pages.words(context)), offerScan: error as? PhotoIdeasError == .needsVisionEndpoint)
                return try pages.render(page, request: request, context: context, status: status)
            }
        }
    }

    /// The same upload, read by the ideas page's script: each idea the moment the model has
    /// written it, then the foods seen, then `done`.
    func addStreamRoute(to router: Router<AppRequestContext>) {
        router.post("/ideas/photo/stream") { _, context -> Response in
            let page = IdeaStreamMessage.Rendering(
                csrf: context.csrfToken, showHeldBack: false, engine: .ai, waitingFor: pages.words(context)("ideas.photo.waiting"), fromPhoto: true, words: pages.words(context))
            let photo: Data
            do {
                photo = try ScanUpload.read(from: context).photo
            } catch {
                return IdeaEventStream.response(page: page) { _ in throw error }
            }
            return IdeaEventStream.response(page: page) { [ideas, language = context.language] send in
                var counter = IdeaStreamMessage.Counter()
                for try await event in try await ideas.streamFromPhoto(photo, language: language) {
                    switch event {
                    case .idea(let idea):
                        if let message = counter.message(for: idea, page: page) { send(message) }
                    case .finished(let seen, let batch):
                        send(IdeaStreamMessage(seen: seen, page: page))
                        if let message = counter.message(for: .finished(batch), page: page) { send(message) }
                    }
                }
            }
        }
    }
}
