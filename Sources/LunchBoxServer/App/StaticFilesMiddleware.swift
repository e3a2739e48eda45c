import Foundation
import Hummingbird

/// Serves the stylesheet, script and icons under `/static/` from the bundled `Public`
/// folder, with a short cache lifetime.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    private let files: FileMiddleware<Context, LocalFileSystem>

    init() {
        let folder = Bundle.module.url(forResource: "Public", withExtension: nil)?.path ?? "Public"
        files = FileMiddleware(folder, urlBasePath: "/static", cacheControl: .init([(MediaType(type: .any), [.maxAge(3600)])]))
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix("/static/") else { return try await next(request, context) }
        return try await files.handle(request, context: context, next: next)
    }
}
