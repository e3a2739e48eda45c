import Foundation
import LunchBoxCore
import OpenCombineShim

/// Whether the app may use the camera; the platform layer reports it.
public enum CameraPermission: String, Sendable {
    case notDetermined
    case authorized
    case denied
}

/// The scanner screen: detections above the confidence threshold wait here for the
/// person to confirm (added to the inventory) or dismiss (dropped). Typing an item is
/// the alternative to scanning.
@MainActor
public final class ScannerViewModel: ObservableObject {
    @Published public private(set) var detectedItems: [DetectedItem] = []
    @Published public private(set) var cameraPermission: CameraPermission = .notDetermined
    @Published public var errorMessage: String?

    public let confidenceFilter: ConfidenceFilter
    private let inventory: InventoryStore

    public init(inventory: InventoryStore, confidenceFilter: ConfidenceFilter = ConfidenceFilter()) {
        self.inventory = inventory
        self.confidenceFilter = confidenceFilter
    }

    /// Takes a recognizer's detections: keeps those sure enough, one entry per food name.
    public func receive(_ detections: [DetectedItem]) {
        for detection in confidenceFilter.filter(detections) {
            let key = detection.name.lowercased()
            if let index = detectedItems.firstIndex(where: { $0.name.lowercased() == key }) {
                if detection.confidence > detectedItems[index].confidence {
                    detectedItems[index] = DetectedItem(id: detectedItems[index].id, name: detectedItems[index].name, confidence: detection.confidence)
                }
            } else {
                detectedItems.append(detection)
            }
        }
    }

    /// Adds the detection to the inventory and takes it off the pending list.
    public func confirm(_ item: DetectedItem) async {
        do {
            try await inventory.add(item.inventoryItem())
            detectedItems.removeAll { $0.id == item.id }
            errorMessage = nil
        } catch {
            errorMessage = UserFacingError(error).message
        }
    }

    /// Drops the detection; the inventory is not touched.
    public func dismiss(_ item: DetectedItem) {
        detectedItems.removeAll { $0.id == item.id }
    }

    /// Adds a typed item; returns false (with `errorMessage` set) when it was refused.
    @discardableResult
    public func addManualItem(name: String, quantity: String = "") async -> Bool {
        do {
            try await inventory.add(InventoryItem(name: name, quantity: quantity))
            errorMessage = nil
            return true
        } catch {
            errorMessage = UserFacingError(error).message
            return false
        }
    }

    public func updateCameraPermission(_ permission: CameraPermission) {
        cameraPermission = permission
    }

    /// Shown when the camera may not be used (LB Req 3.2).
    public var permissionExplanation: String? {
        cameraPermission == .denied
            ? "LunchBox needs the camera to recognise food. Allow camera access in Settings, or type items instead."
            : nil
    }
}
