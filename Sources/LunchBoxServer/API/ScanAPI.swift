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
    struct Result: ResponseEncodable {
        let outcome: ScanOutcome

        func encode(to encoder: any Encoder) throws { try outcome.encode(to: encoder) }
    }

    /// The body of `POST /api/scan/confirm`.
    struct ConfirmInput: Decodable {
        struct Item: Decodable {
            let name: String
            let quantity: String?
            let barcode: String?
        }

        let items: [Item]
        /// The scan's `photo` id: the kitchen memory learns the first food confirmed from it.
        let photo: String?
    }

    struct Learnt: ResponseEncodable {
        let foods: [LearnedFood]
    }

    struct LearntOne: ResponseEncodable {
        let food: LearnedFood

        func encode(to encoder: any Encoder) throws { try food.encode(to: encoder) }
    }

    struct Forgotten: ResponseEncodable {
        let forgotten: Int
    }

    struct Capabilities: ResponseEncodable {
        let capabilities: ScanCapabilities

        func encode(to encoder: any Encoder) throws { try capabilities.encode(to: encoder) }
    }

    struct Added: ResponseEncodable {
        let added: [InventoryItem]
    }

    /// The body of `PUT /api/scan/settings`.
    struct SettingsInput: Decodable {
        let threshold: Float?
        let visionModel: String?
        let enabled: [String: Bool]?
        let onlineProductLookup: Bool?
    }

    struct SettingsResult: ResponseEncodable {
        let summary: ScanSettingsSummary

        func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }
    }

    /// A scan's photo id is a UUID; the document allows up to this many characters.
    static let maximumPhotoID = 64

    let scanning: ScanningUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post(RouterPath(ScanRoutes.scan.path)) { _, context in
            let upload = try ScanUpload.read(from: context)
            return Result(outcome: try await scanning.scan(upload.photo, liveScan: upload.scan, deviceBarcodes: upload.barcodeList))
        }
        router.post("/api/scan/confirm") { request, context in
            let input = try await request.decode(as: ConfirmInput.self, context: context)
            guard (input.photo?.count ?? 0) <= Self.maximumPhotoID else {
                throw HTTPError(.badRequest, message: "That photo id is not one a scan gave: send the photo id from the scan's answer.")
            }
            let added = try await scanning.confirm(
                input.items.map { ScanConfirmation(name: $0.name, quantity: $0.quantity ?? "", barcode: $0.barcode) }, photo: input.photo)
            return EditedResponse(status: .created, response: Added(added: added))
        }
        router.get("/api/scan/capabilities") { _, _ in
            Capabilities(capabilities: try await scanning.capabilities())
        }
        router.post(RouterPath(ScanRoutes.teach.path)) { _, context in
            let upload = try ScanUpload.read(from: context)
            let learnt = try await scanning.teach(upload.photo, name: upload.name ?? "")
            return EditedResponse(status: .created, response: LearntOne(food: learnt))
        }
        router.get("/api/scan/memory") { _, _ in
            Learnt(foods: try await scanning.learnedFoods())
        }
        router.delete("/api/scan/memory/{food}") { _, context in
            let food = try context.parameters.require("food")
            return Forgotten(forgotten: try await scanning.forget(food.removingPercentEncoding ?? food))
        }
        router.delete("/api/scan/memory") { _, _ in
            Forgotten(forgotten: try await scanning.forgetEverything())
        }
        router.get("/api/scan/settings") { _, _ in
            SettingsResult(summary: try await scanning.summary())
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
            return SettingsResult(summary: try await scanning.summary())
        }
    }
}
