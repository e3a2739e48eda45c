import Foundation

/// A food the scanner thinks it saw, waiting for the person to confirm or dismiss it.
public struct DetectedItem: Identifiable, Codable, Equatable, Hashable, Sendable {
    public let id: UUID
    public let name: String
    /// How sure the recognizer is, from 0 to 1.
    public let confidence: Float

    public init(id: UUID = UUID(), name: String, confidence: Float) {
        self.id = id
        self.name = name
        self.confidence = min(max(confidence.isNaN ? 0 : confidence, 0), 1)
    }

    /// The inventory item confirming this detection adds.
    public func inventoryItem(id: UUID = UUID()) -> InventoryItem {
        InventoryItem(id: id, name: name)
    }
}
