import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/scan`: a photo (multipart field `photo`; `scan` names a live scan whose frames
/// smooth each other; `barcodes` lists codes the device read itself) to detections;
/// confirmed detections into the kitchen (and the kitchen memory); the scan settings and
/// recognizers; what this machine can see; the kitchen memory (teach, list, forget).
struct ScanAPI {
    /// The body of `PUT /api/scan/settings`.
    struct SettingsInput: Decodable {
        let threshold: Float?
        let visionModel: String?
        let enabled: [String: Bool]?
        let onlineProductLookup: Bool?
    }

    /// A scan's photo id is a UUID; the document allows up to this many characters.
    static let maximumPhotoID = 64

    let scanning: ScanningUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post(RouterPath(ScanRoutes.scan.path)) { _, context in
            let upload = try ScanUpload.read(from: context)
            return try await scanning.scan(upload.photo, liveScan: upload.scan, deviceBarcodes: upload.barcodeList)
        }
        router.on(ScanRoutes.confirm, status: .created) { input, _, _ in
            guard (input.photo?.count ?? 0) <= Self.maximumPhotoID else {
                throw HTTPError(.badRequest, message: "That photo id is not one a scan gave: send the photo id from the scan's answer.")
            }
            let added = try await scanning.confirm(
                input.items.map { ScanConfirmation(name: $0.name, quantity: $0.quantity ?? "", barcode: $0.barcode) }, photo: input.photo)
            return ScanRoutes.Added(added: added)
        }
        router.get("/api/scan/capabilities") { _, _ in
            try await scanning.capabilities()
        }
        router.post(RouterPath(ScanRoutes.teach.path)) { _, context in
            let upload = try ScanUpload.read(from: context)
            let learnt = try await scanning.teach(upload.photo, name: upload.name ?? "")
            return EditedResponse(status: .created, response: learnt)
        }
        router.on(ScanRoutes.memory) { _, _, _ in
            ScanRoutes.Learnt(foods: try await scanning.learnedFoods())
        }
        router.on(ScanRoutes.forget) { _, _, context in
            let food = try context.parameters.require("food")
            return ScanRoutes.Forgotten(forgotten: try await scanning.forget(food.removingPercentEncoding ?? food))
        }
        router.on(ScanRoutes.forgetEverything) { _, _, _ in
            ScanRoutes.Forgotten(forgotten: try await scanning.forgetEverything())
        }
        router.on(ScanRoutes.settings) { _, _, _ in
            try await scanning.summary()
        }
        router.put("/api/scan/settings") { request, context in
            let input = try await request.decode(as: SettingsInput.self, context: context)
            var enabled: [RecognizerKind: Bool] = [:]
            for (name, on) in input.enabled ?? [:] {
                enabled[try RecognizerKind(named: name)] = on
            }
            let change = ScanSettingsChange(
                threshold: input.threshold, visionModel: input.visionModel, enabled: enabled, onlineProductLookup: input.onlineProductLookup)
            try await scanning.updateSettings(change)
            return try await scanning.summary()
        }
    }
}
