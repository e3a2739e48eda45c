import Foundation
import LunchBoxCore

/// `/api/inventory` and `/api/foods`: the kitchen.
public enum KitchenRoutes {
    /// What is sent to add or change an item.
    public struct ItemInput: Codable, Equatable, Sendable {
        public let name: String
        public let quantity: String?
        /// YYYY-MM-DD.
        public let bestBefore: String?
        /// "best-before", "use-by", or absent for the food's usual kind.
        public let dateKind: String?

        public init(name: String, quantity: String? = nil, bestBefore: String? = nil, dateKind: String? = nil) {
            self.name = name
            self.quantity = quantity
            self.bestBefore = bestBefore
            self.dateKind = dateKind
        }

        public init(name: String, quantity: String, bestBefore: CalendarDay?, dateKind: DateKind?) {
            self.init(name: name, quantity: quantity, bestBefore: bestBefore?.isoString, dateKind: dateKind?.rawValue)
        }
    }

    public struct ItemList: Codable, Equatable, Sendable {
        public let items: [InventoryItem]

        public init(items: [InventoryItem]) {
            self.items = items
        }
    }

    public struct FoodNames: Codable, Equatable, Sendable {
        public let foods: [String]

        public init(foods: [String]) {
            self.foods = foods
        }
    }

    public static let items = APIRoute<APINothing, ItemList>("GET", "/api/inventory")
    public static let add = APIRoute<ItemInput, InventoryItem>("POST", "/api/inventory")
    public static let update = APIRoute<ItemInput, InventoryItem>("PUT", "/api/inventory/{id}")
    /// Answers the item as it was.
    public static let remove = APIRoute<APINothing, InventoryItem>("DELETE", "/api/inventory/{id}")
    public static let clear = APIRoute<APINothing, APINothing>("DELETE", "/api/inventory")
    public static let foods = APIRoute<APINothing, FoodNames>("GET", "/api/foods")
    /// With the query `typed`: what the add field offers for the text typed so far.
    public static let suggestions = APIRoute<APINothing, FoodNames>("GET", "/api/foods/suggestions")
}
