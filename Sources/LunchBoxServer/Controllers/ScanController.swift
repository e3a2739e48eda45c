import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// Scanning: the live camera (scan.js sends a frame about every second to `/api/scan`),
/// a photo upload for browsers without a live camera, and typing items as they are
/// seen. Detections wait on the page for the person to confirm or dismiss.
struct ScanController {
    let pages: Pages
    let inventory: InventoryUseCase
    let scanning: ScanningUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/scan") { request, context in
            try await page(request, context)
        }
        router.post("/scan/photo") { request, context -> Response in
            do {
                let upload = try ScanUpload.read(from: context)
                let outcome = try await scanning.scan(upload.photo)
                return try await page(request, context, outcome: outcome)
            } catch let error as HTTPError {
                return try await page(request, context, error: error.body ?? "The upload could not be read.", status: error.status)
            } catch {
                let described = UserFacingError(error)
                var response = try await page(request, context, error: described.message, status: [.input, .busy].contains(described.kind) ? ErrorResponder.status(for: described.kind) : .ok)
                if described.kind == .busy { response.headers[.retryAfter] = String(ErrorResponder.busyRetryAfterSeconds) }
                return response
            }
        }
        router.post("/scan/confirm") { _, context -> Response in
            let names = context.form.values("name")
            let quantities = context.form.values("quantity")
            let barcodes = context.form.values("barcode")
            let chosen = Set(context.form.values("add"))
            let confirmations = names.indices.compactMap { index -> ScanConfirmation? in
                guard chosen.contains(String(index)) else { return nil }
                return ScanConfirmation(
                    name: names[index], quantity: quantities.indices.contains(index) ? quantities[index] : "",
                    barcode: barcodes.indices.contains(index) ? barcodes[index] : nil)
            }
            guard !confirmations.isEmpty else {
                return Flash.error("Nothing was ticked, so nothing was added.").redirect(to: "/scan")
            }
            do {
                let added = try await scanning.confirm(confirmations)
                return Flash.success("Added \(added.map(\.displayText).joined(separator: ", ")) to the kitchen.").redirect(to: "/scan")
            } catch {
                return Flash.error(UserFacingError(error).message).redirect(to: "/scan")
            }
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

    private func page(
        _ request: Request, _ context: AppRequestContext, outcome: ScanOutcome? = nil, error: String? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = ScanPage(
            notice: outcome?.message, error: error, maximumMegabytes: maximumUploadSize / 1_048_576,
            recognizers: ((try? await scanning.recognizers()) ?? []).map(ScanRecognizerView.init),
            detected: outcome.map { $0.detected.enumerated().map { ScanDetectionView(index: $0.offset, item: $0.element) } } ?? [])
        return try pages.render(page, request: request, context: context, status: status)
    }
}
