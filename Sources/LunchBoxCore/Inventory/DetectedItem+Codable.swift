import Foundation

// A detection as the API and `lunchbox scan --json` write it: its fields and its `key`, so
// a page or client tells the same food from frame to frame by the key the core made
// rather than working one out again. Reading one back ignores the key.
extension DetectedItem {
    private enum CodingKeys: String, CodingKey {
        case id, name, confidence, food, recognizers, box, quantity, barcode, key
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
            confidence: try container.decode(Float.self, forKey: .confidence), food: try container.decodeIfPresent(String.self, forKey: .food),
            recognizers: try container.decodeIfPresent([RecognizerKind].self, forKey: .recognizers) ?? [],
            box: try container.decodeIfPresent(ScanBox.self, forKey: .box), quantity: try container.decodeIfPresent(String.self, forKey: .quantity),
            barcode: try container.decodeIfPresent(String.self, forKey: .barcode))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(confidence, forKey: .confidence)
        try container.encodeIfPresent(food, forKey: .food)
        try container.encode(recognizers, forKey: .recognizers)
        try container.encodeIfPresent(box, forKey: .box)
        try container.encodeIfPresent(quantity, forKey: .quantity)
        try container.encodeIfPresent(barcode, forKey: .barcode)
        try container.encode(key, forKey: .key)
    }
}
