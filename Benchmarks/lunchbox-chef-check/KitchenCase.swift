import Foundation
import LunchBoxCore

/// The committed kitchen set (Benchmarks/chef-kitchens.json), as read from disk.
struct KitchenSet: Decodable {
    let today: String
    let kitchens: [KitchenCase]
}

/// One kitchen of the set: what was typed and added, the diets and the idea preferences.
struct KitchenCase: Decodable {
    struct Item: Decodable {
        let name: String
        let quantity: String?
        /// Days from the set's "today"; negative is already past.
        let bestBefore: Int?
    }

    struct Ideas: Decodable {
        let persona: String?
        let cuisine: String?
        let difficulty: String?
        let maxMinutes: Int?
        let mealType: String?
        let count: Int?
    }

    let id: String
    let about: String
    let typed: String?
    let items: [Item]?
    let diets: [String]?
    let ideas: Ideas?
    /// How many different lunches a cook could pack, when the checker's count is wrong.
    let canMake: Int?

    /// The inventory the faces would store: typed text read by the one kitchen parser,
    /// then the items added one by one.
    func inventory(today: CalendarDay) -> [InventoryItem] {
        let typedItems = KitchenEntry.entries(in: typed ?? "").enumerated().map { offset, entry in
            InventoryItem(id: Self.id(offset), name: entry.name, quantity: entry.quantity)
        }
        let added = (items ?? []).enumerated().map { offset, item in
            InventoryItem(
                id: Self.id(1000 + offset), name: item.name, quantity: item.quantity ?? "",
                bestBefore: item.bestBefore.map { today.adding(days: $0) })
        }
        // A name added with a date replaces the same name typed without one.
        let addedNames = Set(added.map { $0.name.lowercased() })
        return typedItems.filter { !addedNames.contains($0.name.lowercased()) } + added
    }

    var dietaryPreferences: DietaryPreferences {
        DietaryPreferences((diets ?? []).compactMap(DietaryRestriction.init(rawValue:)))
    }

    /// The saved idea preferences: the app's defaults, with what this kitchen set.
    var ideaPreferences: IdeaPreferences {
        var preferences = IdeaPreferences.standard
        guard let ideas else { return preferences }
        if let persona = ideas.persona { preferences.persona = persona }
        if let cuisine = ideas.cuisine.flatMap(Cuisine.init(rawValue:)) { preferences.cuisine = cuisine }
        if let difficulty = ideas.difficulty.flatMap(Difficulty.init(rawValue:)) { preferences.difficulty = difficulty }
        if let minutes = ideas.maxMinutes { preferences.maxMinutes = minutes }
        if let meal = ideas.mealType.flatMap(MealType.init(rawValue:)) { preferences.mealType = meal }
        if let count = ideas.count { preferences.ideaCount = count }
        return preferences
    }

    /// Stable ids, so two runs of one kitchen are the same input.
    private static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
    }
}
