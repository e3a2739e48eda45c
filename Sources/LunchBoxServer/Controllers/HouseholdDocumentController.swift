import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Settings → Move your household: the household as one JSON document to download, and a
/// document brought in, after the page has said what it replaces and a tick says yes.
struct HouseholdDocumentController {
    /// nil on a server made without a database of its own (a test's): the routes answer 404.
    let documents: HouseholdDocumentUseCase?
    let moveIn: MoveInUseCase?

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/settings/household.json") { _, _ -> Response in
            guard let documents else { throw HTTPError(.notFound, message: Self.unavailable) }
            let data = try await documents.export()
            return Response(
                status: .ok,
                headers: [.contentType: "application/json", .contentDisposition: "attachment; filename=\"\(documents.exportName)\"", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.post("/settings/move-in") { _, context -> Response in
            guard let moveIn else { throw HTTPError(.notFound, message: Self.unavailable) }
            guard let upload = context.upload, let data = upload.file("export"), !data.isEmpty else {
                return Flash.error("Choose an export from Mealie, Tandoor or Grocy first.").redirect(to: "/settings#moving")
            }
            do {
                let report = try await moveIn.bringIn(data, named: upload.fileName("export") ?? "export")
                let unmapped = report.notMapped.prefix(5).joined(separator: "; ") + (report.notMapped.count > 5 ? "; …" : "")
                return Flash.success(report.summary + (unmapped.isEmpty ? "" : " \(unmapped).")).redirect(to: "/settings#moving")
            } catch {
                return Flash.error(UserFacingError(error).message).redirect(to: "/settings#moving")
            }
        }
        router.post("/settings/import") { _, context -> Response in
            guard let documents else { throw HTTPError(.notFound, message: Self.unavailable) }
            guard let upload = context.upload, let data = upload.file("document"), !data.isEmpty else {
                return Flash.error("Choose a household document first.").redirect(to: "/settings#moving")
            }
            do {
                let result = try await documents.importDocument(data, confirmed: upload.field("confirm") == "yes")
                let kept = result.keptAt.map { " The household as it was is backed up on the server as backups/\(URL(fileURLWithPath: $0).lastPathComponent)." } ?? ""
                return Flash.success("Imported \(result.imported).\(kept)").redirect(to: "/settings#moving")
            } catch let error as UserFacingError where error.actions.contains(.confirm) {
                return Flash.error("\(error.message) Tick the box to replace it.").redirect(to: "/settings#moving")
            } catch {
                return Flash.error(UserFacingError(error).message).redirect(to: "/settings#moving")
            }
        }
    }

    private static let unavailable = "This server cannot export or import a household."

    /// The Settings card.
    static func card(csrf: String) -> HTML {
        """
        <section class="card" id="moving">
          <h2><span aria-hidden="true">📦</span> Move your household</h2>
          <p>One file with the kitchen, members, preferences, favorites, meals, plans, shopping list and play, to move to another LunchBox or read in another app (<a href="https://schema.org/Recipe">schema.org</a> recipes inside). The AI key is never in it.</p>
          <p class="actions"><a class="button quiet" href="/settings/household.json" download>Export the household</a></p>
          <h3>Import a household</h3>
          <form class="backup-upload" method="post" action="/settings/import" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="household-file">A household document LunchBox exported (<code>.json</code>)</label>
            <input id="household-file" name="document" type="file" accept=".json,application/json" required>
            <label class="check" for="import-confirm"><input type="checkbox" id="import-confirm" name="confirm" value="yes"> <span>Replace this household's data with the document's (a backup of it is made first). Without the tick, LunchBox says what it would replace.</span></label>
            <p class="actions when-idle"><button type="submit">Import</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> Importing…</p>
          </form>
          <h3>Moving in from Mealie, Tandoor or Grocy</h3>
          <form class="backup-upload" method="post" action="/settings/move-in" enctype="multipart/form-data" data-loading>
            \(.csrfField(csrf))
            <label for="move-in-file">A Mealie backup or recipe export (<code>.zip</code>, or one recipe's <code>.json</code>), a Tandoor export (<code>.zip</code>), or Grocy's stock list (<code>.json</code>)</label>
            <input id="move-in-file" name="export" type="file" accept=".zip,.json,application/zip,application/json" required>
            <p class="muted small">Recipes become favorites and meals; stock goes into the kitchen. Nothing here is replaced, and LunchBox says what it could not map.</p>
            <p class="actions when-idle"><button type="submit">Bring it in</button></p>
            <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> Bringing it in…</p>
          </form>
        </section>
        """
    }
}
