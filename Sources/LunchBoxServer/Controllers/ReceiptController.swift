import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// A till receipt in the browser: the photo upload, the lines it lists to tick and name,
/// and the ticked ones into the kitchen in one go (LunchBox learns the shop's words).
/// When adding fails, the list comes back as sent, with the reason.
struct ReceiptController {
    let pages: Pages
    let scanning: ScanningUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/scan/receipt") { request, context in
            try await page(request, context)
        }
        router.post("/scan/receipt") { request, context -> Response in
            let words = pages.words(context)
            do {
                let reading = try await scanning.readReceipt(try ScanUpload.read(from: context).photo)
                return try await page(
                    request, context, notice: reading.summary(words), lines: reading.items.enumerated().map { ReceiptLineView(index: $0.offset, item: $0.element) },
                    skipped: reading.skipped.map { ($0.text, $0.kind.title(words)) })
            } catch {
                let failure = UploadFailure(error, words: words)
                var response = try await page(request, context, error: failure.message, status: failure.status)
                failure.decorate(&response)
                return response
            }
        }
        router.post("/scan/receipt/confirm") { request, context -> Response in
            let lines = ReceiptLineView.rows(from: context.form)
            let words = pages.words(context)
            do {
                let added = try await scanning.confirmReceipt(lines.compactMap(\.confirmation))
                return Flash.success(words.counting("scan3.receiptAdded", added.count, words.and(added.map(\.displayText)))).redirect(to: "/inventory")
            } catch {
                let described = UserFacingError(error)
                return try await page(request, context, error: described.message(words), lines: lines, status: ErrorResponder.status(for: described.kind))
            }
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, notice: String? = nil, error: String? = nil, lines: [ReceiptLineView] = [],
        skipped: [(text: String, reason: String)] = [], status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = ReceiptPage(notice: notice, error: error, maximumMegabytes: maximumUploadSize / 1_048_576, lines: lines, skipped: skipped)
        return try pages.render(page, request: request, context: context, status: status)
    }
}
