import Foundation

/// Names a barcode from an online product database. Only used when the person turned
/// it on in settings, and then only the barcode number is sent.
public protocol ProductLookup: Sendable {
    /// The product's generic name, or nil when the database does not know it.
    func productName(forBarcode barcode: String) async throws -> String?
}

/// Open Food Facts (openfoodfacts.org), which answers without an account or key.
public struct OpenFoodFactsLookup: ProductLookup {
    public static let baseURL = URL(string: "https://world.openfoodfacts.org/api/v2/product/")!

    private let transport: any HTTPTransport

    public init(transport: any HTTPTransport) {
        self.transport = transport
    }

    public func productName(forBarcode barcode: String) async throws -> String? {
        guard Barcode.isValid(barcode) else { return nil }
        let url = Self.baseURL.appendingPathComponent(barcode + ".json")
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "fields", value: "generic_name_en,generic_name,product_name_en,product_name")]
        let request = HTTPRequest(
            url: components?.url ?? url, headers: ["Accept": "application/json", "User-Agent": "LunchBox/1.0 (self-hosted)"], timeout: 10)
        let response = try await transport.send(request)
        guard response.statusCode == 200 else { return nil }
        struct Reply: Decodable {
            struct Product: Decodable {
                let names: [String?]

                private enum Keys: String, CodingKey {
                    case genericNameEnglish = "generic_name_en", genericName = "generic_name"
                    case productNameEnglish = "product_name_en", productName = "product_name"
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: Keys.self)
                    names = [Keys.genericNameEnglish, .genericName, .productNameEnglish, .productName].map { key in
                        (try? container.decodeIfPresent(String.self, forKey: key)) ?? nil
                    }
                }
            }
            let product: Product?
        }
        guard let product = (try? JSONDecoder().decode(Reply.self, from: response.body))?.product else { return nil }
        return product.names.lazy.compactMap { $0.map(ScanPipeline.cleanLabel) }.first { !$0.isEmpty }
    }
}
