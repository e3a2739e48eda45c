import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/scan/receipt`: a photo of a till receipt (multipart field `photo`) to the lines
/// it lists, and the lines the person confirmed into the kitchen (LunchBox learns each
/// line's printed words).
struct ReceiptAPI {
    struct Reading: ResponseEncodable {
        let reading: ReceiptReading

        func encode(to encoder: any Encoder) throws { try reading.encode(to: encoder) }
    }

    /// The body of `POST /api/scan/receipt/confirm`.
    struct ConfirmInput: Decodable {
        struct Item: Decodable {
            let name: String
            let quantity: String?
            let key: String?
        }

        let items: [Item]
    }

    /// A reading's keys are a printed line's words, folded; the document allows this many.
    static let maximumKeyLength = 200

    let scanning: ScanningUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/scan/receipt") { _, context in
            Reading(reading: try await scanning.readReceipt(try ScanUpload.read(from: context).photo))
        }
        router.post("/api/scan/receipt/confirm") { request, context in
            let input = try await request.decode(as: ConfirmInput.self, context: context)
            guard input.items.allSatisfy({ ($0.key?.count ?? 0) <= Self.maximumKeyLength }) else {
                throw HTTPError(.badRequest, message: "A line's key is the one the reading gave: at most \(Self.maximumKeyLength) characters.")
            }
            let added = try await scanning.confirmReceipt(
                input.items.map { ReceiptConfirmation(name: $0.name, quantity: $0.quantity ?? "", key: $0.key ?? "") })
            return EditedResponse(status: .created, response: ScanRoutes.Added(added: added))
        }
    }
}
