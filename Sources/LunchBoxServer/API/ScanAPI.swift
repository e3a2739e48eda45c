import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/scan`: a photo (multipart field `photo`; `scan` names a live scan whose frames
/// smooth each other; `barcodes` lists codes the device read itself) to detections;
/// confirmed detections into the kitchen; the scan settings and recognizers.
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

    /// More items than anyone confirms at once is not a person confirming.
    static let maximumConfirmations = 50

    let scanning: ScanningUseCase
    let maximumUploadSize: Int

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/scan") { _, context in
            let upload = try ScanUpload.read(from: context)
            return Result(outcome: try await scanning.scan(upload.photo, liveScan: upload.scan, deviceBarcodes: upload.barcodeList))
        }
        router.post("/api/scan/confirm") { request, context in
            let input = try await request.decode(as: ConfirmInput.self, context: context)
            guard !input.items.isEmpty, input.items.count <= Self.maximumConfirmations else {
                throw HTTPError(.badRequest, message: "Confirm between 1 and \(Self.maximumConfirmations) items at a time.")
            }
            let added = try await scanning.confirm(input.items.map { ScanConfirmation(name: $0.name, quantity: $0.quantity ?? "", barcode: $0.barcode) })
            return EditedResponse(status: .created, response: Added(added: added))
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
