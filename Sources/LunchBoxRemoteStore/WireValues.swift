import Foundation
import LunchBoxCore

// The repository values that are not Codable in the core, as they travel. Each converts
// both ways without loss; a value the core refuses (a feature print of no numbers) is
// refused here as bad input.

/// `MealEdit` (whose own decoding is the JSON API's).
public struct WireMealEdit: Codable, Equatable, Sendable {
    public var description: String?
    public var primaryProtein: String?
    public var primaryCarb: String?
    public var otherComponents: [String]?

    public init(_ edit: MealEdit) {
        description = edit.description
        primaryProtein = edit.primaryProtein
        primaryCarb = edit.primaryCarb
        otherComponents = edit.otherComponents
    }

    public var edit: MealEdit {
        MealEdit(description: description, primaryProtein: primaryProtein, primaryCarb: primaryCarb, otherComponents: otherComponents)
    }
}

/// `FeaturePrint`.
public struct WireFeaturePrint: Codable, Equatable, Sendable {
    public var model: String
    public var values: [Float]

    public init(_ print: FeaturePrint) {
        model = print.model
        values = print.values
    }

    public func featurePrint() throws -> FeaturePrint {
        guard let print = FeaturePrint(model: model, values: values) else { throw StoreCallError.invalidArgument("print") }
        return print
    }
}

/// `ScannedItem`.
public struct WireScannedItem: Codable, Equatable, Sendable {
    public var item: InventoryItem
    public var barcode: String?

    public init(_ scanned: ScannedItem) {
        item = scanned.item
        barcode = scanned.barcode
    }

    public var scannedItem: ScannedItem { ScannedItem(item: item, barcode: barcode) }
}

/// `MemoryExample`.
public struct WireMemoryExample: Codable, Equatable, Sendable {
    public var id: Int64
    public var food: String
    public var print: WireFeaturePrint
    public var learnedAt: Date

    public init(_ example: MemoryExample) {
        id = example.id
        food = example.food
        print = WireFeaturePrint(example.print)
        learnedAt = example.learnedAt
    }

    public func memoryExample() throws -> MemoryExample {
        MemoryExample(id: id, food: food, print: try print.featurePrint(), learnedAt: learnedAt)
    }
}

/// `LibraryMeal`, `DeletedMeal` and the tuples some repository functions answer.
public struct WireLibraryMeal: Codable, Equatable, Sendable {
    public var meal: Meal
    public var isNew: Bool
    public var assignment: MealAssignment?
}

public struct WireDeletedMeal: Codable, Equatable, Sendable {
    public var meal: Meal
    public var plannedDays: [CalendarDay]
}

public struct WirePlayerProgress: Codable, Equatable, Sendable {
    public var player: HouseholdMember
    public var progress: PlayProgress
}

/// A function that answers nothing answers this.
public struct WireNothing: Codable, Equatable, Sendable {
    public init() {}
}

/// What the server answers a call with: `{"value": …}` (so an optional or a number is a
/// JSON object too).
public struct WireReply<Value: Codable & Sendable>: Codable, Sendable {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
