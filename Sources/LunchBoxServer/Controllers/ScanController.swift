import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// Scanning: the live camera (scan.js sends a frame about every second to `/scan/frame`),
/// a photo upload for browsers without a live camera (shown back with what was found),
/// "this is: …" to teach the kitchen memory, what it learnt and forgetting it, and
/// typing items as they are seen. Detections wait on the page for the person to confirm
/// or dismiss.
struct ScanController {
    let pages: Pages
    let inventory: InventoryUseCase
    let scanning: ScanningUseCase
    let maximumUploadSize: Int
    /// Where "learnt on" times are shown: the user's time zone.
    let timeZone: TimeZone

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/scan") { request, context in
            try await page(request, context)
        }
        router.post("/scan/photo") { request, context -> Response in
            do {
                let upload = try ScanUpload.read(from: context)
                let outcome = try await scanning.scan(upload.photo)
                return try await page(request, context, outcome: outcome, preview: await scanning.preview(upload.photo))
            } catch {
                let failure = UploadFailure(error, words: pages.words(context))
                var response = try await page(request, context, error: failure.message, status: failure.status)
                failure.decorate(&response)
                return response
            }
        }
        // The live camera's frames (scan.js): the API's scan, its line under the picture in
        // the page's language; a failure is worded by ErrorResponder for the script.
        router.post("/scan/frame") { _, context -> ScanFrameAnswer in
            let upload = try ScanUpload.read(from: context)
            let outcome = try await scanning.scan(upload.photo, liveScan: upload.scan, deviceBarcodes: upload.barcodeList)
            return ScanFrameAnswer(outcome, words: pages.words(context))
        }
        // The live camera's Confirm (scan.js): one food into the kitchen, as `/scan/confirm`
        // adds it, answered as `POST /api/scan/confirm` answers (its error in the page's words).
        router.post("/scan/frame/confirm") { _, context -> ScanRoutes.Added in
            let form = context.form
            let confirmation = ScanConfirmation(name: form.value("name") ?? "", quantity: form.value("quantity") ?? "", barcode: form.value("barcode"))
            let photo = form.value("photo").flatMap { $0.isEmpty ? nil : $0 }
            return ScanRoutes.Added(added: try await scanning.confirm([confirmation], photo: photo))
        }
        router.post("/scan/confirm") { _, context -> Response in
            let words = pages.words(context)
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
                return Flash.error(words("scan3.nothingTicked")).redirect(to: "/scan")
            }
            do {
                let photo = context.form.value("photo")
                let added = try await scanning.confirm(confirmations, photo: photo.flatMap { $0.isEmpty ? nil : $0 })
                let taught = photo.map { !$0.isEmpty } ?? false
                return Flash.success(words(taught ? "scan3.addedAndLearnt" : "scan3.added", words.and(added.map(\.displayText)))).redirect(to: "/scan")
            } catch {
                return Flash.error(UserFacingError(error).message(words)).redirect(to: "/scan")
            }
        }
        router.post("/scan/memory/forget") { _, context -> Response in
            let words = pages.words(context)
            do {
                if let food = context.form.value("food"), !food.isEmpty {
                    try await scanning.forget(food)
                    return Flash.success(words("scan3.forgot", food)).redirect(to: "/scan")
                }
                let photos = try await scanning.forgetEverything()
                return Flash.success(words.counting("scan3.forgotAll", photos)).redirect(to: "/scan")
            } catch {
                return Flash.error(UserFacingError(error).message(words)).redirect(to: "/scan")
            }
        }
        router.post("/scan/add") { _, context -> Response in
            let words = pages.words(context)
            do {
                let item = try await inventory.add(name: context.form.value("name") ?? "", quantity: context.form.value("quantity") ?? "")
                return Flash.success(words("scan3.addedTyped", item.displayText)).redirect(to: "/scan")
            } catch {
                return Flash.error(UserFacingError(error).message(words)).redirect(to: "/scan")
            }
        }
    }

    private func page(
        _ request: Request, _ context: AppRequestContext, outcome: ScanOutcome? = nil, preview: Data? = nil, error: String? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let capabilities = try? await scanning.capabilities()
        let recognizers = capabilities?.recognizers ?? []
        let photoID = outcome?.photoID
        let words = pages.words(context)
        let page = ScanPage(
            notice: outcome?.message(words), error: error, maximumMegabytes: maximumUploadSize / 1_048_576,
            recognizers: recognizers.map { ScanRecognizerView($0, words: words) },
            canRecognize: recognizers.contains(where: \.willRun),
            canSee: capabilities?.lines(words) ?? [],
            learnt: (capabilities?.learnedFoods ?? []).map { ScanLearntView($0, words: words, timeZone: timeZone) },
            photo: ScanPhotoView(preview: preview, detected: outcome?.detected ?? [], words: words),
            photoID: photoID ?? "",
            canTeach: outcome.map { $0.detected.isEmpty } == true && photoID != nil,
            advice: outcome?.advice(words) ?? [],
            detected: outcome.map { $0.detected.enumerated().map { ScanDetectionView(index: $0.offset, item: $0.element, words: words) } } ?? [])
        return try pages.render(page, request: request, context: context, status: status)
    }
}
