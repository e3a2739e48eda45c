import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Settings → Move your household: the household as one JSON document to download, and a
/// document brought in, after the page has said what it replaces and a tick says yes.
struct HouseholdDocumentController {
    let pages: Pages
    /// nil on a server made without a database of its own (a test's): the routes answer 404.
    let documents: HouseholdDocumentUseCase?
    let moveIn: MoveInUseCase?

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings/household.json") { _, context -> Response in
            guard let documents else { throw HTTPError(.notFound, message: pages.words(context)("settings.moving.unavailable")) }
            let data = try await documents.export()
            return Response(
                status: .ok,
                headers: [.contentType: "application/json", .contentDisposition: "attachment; filename=\"\(documents.exportName)\"", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.post("/settings/move-in") { _, context -> Response in
            let words = pages.words(context)
            guard let moveIn else { throw HTTPError(.notFound, message: words("settings.moving.unavailable")) }
            guard let upload = context.upload, let data = upload.file("export"), !data.isEmpty else {
                return Flash.error(words("settings.moving.chooseExport")).redirect(to: "/settings#moving")
            }
            do {
                let report = try await moveIn.bringIn(data, named: upload.fileName("export") ?? "export")
                let unmapped = report.notes.prefix(5).map { $0.text(words) }.joined(separator: "; ") + (report.notes.count > 5 ? "; …" : "")
                return Flash.success(report.summary(words) + (unmapped.isEmpty ? "" : " \(unmapped).")).redirect(to: "/settings#moving")
            } catch {
                return Flash.error(UserFacingError(error).message(words)).redirect(to: "/settings#moving")
            }
        }
        router.post("/settings/import") { _, context -> Response in
            let words = pages.words(context)
            guard let documents else { throw HTTPError(.notFound, message: words("settings.moving.unavailable")) }
            guard let upload = context.upload, let data = upload.file("document"), !data.isEmpty else {
                return Flash.error(words("settings.moving.chooseDocument")).redirect(to: "/settings#moving")
            }
            do {
                let result = try await documents.importDocument(data, confirmed: upload.field("confirm") == "yes")
                let imported = words("settings.moving.imported", result.imported(words))
                let kept = result.keptAt.map { words("settings.moving.importedKept", imported, URL(fileURLWithPath: $0).lastPathComponent) }
                return Flash.success(kept ?? imported).redirect(to: "/settings#moving")
            } catch let error as UserFacingError where error.actions.contains(.confirm) {
                return Flash.error(words("settings.moving.tickBox", error.message(words))).redirect(to: "/settings#moving")
            } catch {
                return Flash.error(UserFacingError(error).message(words)).redirect(to: "/settings#moving")
            }
        }
    }

    /// The Settings card.
    static func card(csrf: String, words: Wording) -> HTML {
        """
        <section class="card" id="moving">
          <h2><span aria-hidden="true">📦</span> \(words("settings.moving.title"))</h2>
          <p>\(words("settings.moving.oneFile")) (<a href="https://schema.org/Recipe">\(words("settings.moving.recipesInside"))</a>). \(words("settings.moving.noKey"))</p>
          <p class="actions"><a class="button quiet" href="/settings/household.json" download>\(words("settings.moving.export"))</a></p>
          <h3>\(words("settings.moving.importTitle"))</h3>
          <form class="backup-upload" method="post" action="/settings/import" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="household-file">\(words("settings.moving.document")) (<code>.json</code>)</label>
            <input id="household-file" name="document" type="file" accept=".json,application/json" required>
            <label class="check" for="import-confirm"><input type="checkbox" id="import-confirm" name="confirm" value="yes"> <span>\(words("settings.moving.confirm"))</span></label>
            <p class="actions when-idle"><button type="submit">\(words("settings.moving.import"))</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(words("settings.moving.importing"))</p>
          </form>
          <h3>\(words("settings.moving.moveInTitle"))</h3>
          <form class="backup-upload" method="post" action="/settings/move-in" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="move-in-file">\(words("settings.moving.exportFile"))</label>
            <input id="move-in-file" name="export" type="file" accept=".zip,.json,application/zip,application/json" required>
            <p class="muted small">\(words("settings.moving.moveInHint"))</p>
            <p class="actions when-idle"><button type="submit">\(words("settings.moving.bringIn"))</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(words("settings.moving.bringingIn"))</p>
          </form>
        </section>
        """
    }
}
