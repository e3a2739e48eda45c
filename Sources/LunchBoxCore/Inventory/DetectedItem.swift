import Foundation

/// A food the scanner thinks it saw, waiting for the person to confirm or dismiss it.
public struct DetectedItem: Identifiable, Codable, Equatable, Hashable, Sendable {
    public let id: UUID
    /// What to call it: the lexicon's name for a known food, the recognizer's words for
    /// an unknown one, the catalog's name for a barcode; empty for a barcode not yet
    /// named (`needsName`).
    public let name: String
    /// How sure the recognizer is, from 0 to 1.
    public let confidence: Float
    /// The lexicon's canonical food, or nil when the words name no food it knows (kept as
    /// they were read, never guessed).
    public let food: String?
    /// Every recognizer that saw it, in `RecognizerKind` order.
    public let recognizers: [RecognizerKind]
    public let box: ScanBox?
    public let quantity: String?
    public let barcode: String?

    public init(
        id: UUID = UUID(), name: String, confidence: Float, food: String? = nil, recognizers: [RecognizerKind] = [], box: ScanBox? = nil,
        quantity: String? = nil, barcode: String? = nil
    ) {
        self.id = id
        self.name = name
        self.confidence = min(max(confidence.isNaN ? 0 : confidence, 0), 1)
        self.food = food
        self.recognizers = recognizers
        self.box = box
        self.quantity = quantity
        self.barcode = barcode
    }

    /// What makes two detections the same thing: the food, else the barcode, else the
    /// words. Merging and smoothing go by this.
    public var key: String {
        if let food { return "food:" + food }
        if let barcode, name.isEmpty { return "barcode:" + barcode }
        return "name:" + FoodText.key(FoodText.words(name))
    }

    /// "92%, Vision model + Label reader": how sure, and who saw it, as every face shows it.
    public var confidenceSummary: String {
        "\(Int((confidence * 100).rounded()))%, " + recognizers.map(\.title).joined(separator: " + ")
    }

    /// A barcode nobody has named yet: the person says what it is.
    public var needsName: Bool { name.isEmpty }

    /// The inventory item confirming this detection adds.
    public func inventoryItem(id: UUID = UUID()) -> InventoryItem {
        InventoryItem(id: id, name: name, quantity: quantity ?? "")
    }

    /// The same detection with another id, confidence or place (merging, smoothing).
    func with(id: UUID? = nil, confidence: Float? = nil, recognizers: [RecognizerKind]? = nil, box: ScanBox?? = nil) -> DetectedItem {
        DetectedItem(
            id: id ?? self.id, name: name, confidence: confidence ?? self.confidence, food: food, recognizers: recognizers ?? self.recognizers,
            box: box ?? self.box, quantity: quantity, barcode: barcode)
    }
}
