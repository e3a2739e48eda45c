import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `/api/scan`: a photo to detections, confirmed detections into the kitchen, and the
/// kitchen memory (teach, list, forget). Uploads carry the photo as `photo`; a scan may
/// name a live scan (`scan`) and list codes the device read itself (`barcodes`, comma
/// separated); teaching names the food (`name`).
public enum ScanRoutes {
    public struct Confirmation: Codable, Equatable, Sendable {
        public let name: String
        public let quantity: String?
        public let barcode: String?

        public init(name: String, quantity: String?, barcode: String?) {
            self.name = name
            self.quantity = quantity
            self.barcode = barcode
        }
    }

    public struct ConfirmInput: Codable, Equatable, Sendable {
        public let items: [Confirmation]
        /// The scan's `photo` id: the kitchen memory learns the first food confirmed from it.
        public let photo: String?

        public init(items: [Confirmation], photo: String?) {
            self.items = items
            self.photo = photo
        }
    }

    public struct Added: Codable, Equatable, Sendable {
        public let added: [InventoryItem]

        public init(added: [InventoryItem]) {
            self.added = added
        }
    }

    public struct Learnt: Codable, Equatable, Sendable {
        public let foods: [LearnedFood]

        public init(foods: [LearnedFood]) {
            self.foods = foods
        }
    }

    public struct Forgotten: Codable, Equatable, Sendable {
        public let forgotten: Int

        public init(forgotten: Int) {
            self.forgotten = forgotten
        }
    }

    public static let scan = APIRoute<APIUpload, ScanOutcome>("POST", "/api/scan")
    public static let confirm = APIRoute<ConfirmInput, Added>("POST", "/api/scan/confirm")
    public static let teach = APIRoute<APIUpload, LearnedFood>("POST", "/api/scan/teach")
    public static let memory = APIRoute<APINothing, Learnt>("GET", "/api/scan/memory")
    public static let forget = APIRoute<APINothing, Forgotten>("DELETE", "/api/scan/memory/{food}")
    public static let forgetEverything = APIRoute<APINothing, Forgotten>("DELETE", "/api/scan/memory")
    public static let settings = APIRoute<APINothing, ScanSettingsSummary>("GET", "/api/scan/settings")
}
