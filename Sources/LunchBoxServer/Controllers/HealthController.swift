import Foundation
import Hummingbird
import LunchBoxUseCases

/// `/healthz`: "ok" for a probe that only asks whether the server answers; as JSON (when
/// asked for it) the database's schema and when its last backup was made.
struct HealthController {
    struct Report: ResponseEncodable {
        let status: String
        let schemaVersion: String?
        let lastBackup: Date?
    }

    let backups: BackupUseCase?

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/healthz") { request, context -> Response in
            guard request.headers[.accept]?.contains("application/json") == true else {
                return Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "ok")))
            }
            let report = Report(status: "ok", schemaVersion: try await backups?.schemaVersion(), lastBackup: try backups?.lastBackup())
            return try context.responseEncoder.encode(report, from: request, context: context)
        }
    }
}
