import Foundation

/// What to buy for a set of planned meals: every protein, carb and component they need
/// that is not in the inventory, merged and sorted by name.
///
/// Lines are matched by food, not by their text: "cheddar (40 g)", "Cheddar" and "2
/// apples, sliced" mean cheddar and apples, and names that mean the same food
/// ("Tomatoes", "tomato", "courgette" and "zucchini") are one entry, shown with the first
/// spelling met; the food lexicon decides what "the same" means
/// (`FoodLexicon.foodKey(ofLine:)`). Different foods stay apart even when one name
/// contains the other: tomatoes in the kitchen do not cover cherry tomatoes. Amounts are
/// counted where they can be read (`KitchenAmount`): what the meals need, minus what the
/// kitchen holds, in the food's unit; a meal that names a food without an amount needs
/// one piece of a food bought by the piece (an apple, a carrot, a wrap, an egg) when the
/// kitchen counts it ("1" apple and three meals with an apple: buy 2; "2" of rice is two
/// packs, which three meals with rice cannot be compared with).
/// Where amounts cannot be compared ("half a loaf" against "2 slices", or no amount in the
/// kitchen), any item of the food counts as having it. Assumed staples (salt, pepper, oil, water: the offline
/// chef's list) are left off unless asked for, and items can be ticked off as bought.
public struct ShoppingList: Codable, Equatable, Sendable {
    /// One thing to buy.
    public struct Item: Codable, Equatable, Hashable, Sendable {
        /// Which food it is, for ticking it off ("food:cheddar"); stable across spellings.
        public let key: String
        public let name: String
        /// How many planned meals need it; a meal planned twice counts twice.
        public let mealCount: Int
        /// How much to buy ("2", "150 g"): what the meals need minus what the kitchen
        /// holds; nil when the amounts are not known.
        public let amount: String?
        /// The descriptions of the meals that need it, each once, in plan order.
        public let meals: [String]
        /// An assumed staple (only listed when staples are asked for).
        public let isStaple: Bool
        /// Ticked off as bought this week.
        public let isBought: Bool

        public init(key: String, name: String, mealCount: Int, amount: String? = nil, meals: [String], isStaple: Bool = false, isBought: Bool = false) {
            self.key = key
            self.name = name
            self.mealCount = mealCount
            self.amount = amount
            self.meals = meals
            self.isStaple = isStaple
            self.isBought = isBought
        }
    }

    public let items: [Item]
    /// How many meals the list was made for, so an empty list can say whether nothing
    /// is planned or the kitchen has everything.
    public let plannedMealCount: Int
    /// The staples the meals use that were left off ("salt", "water"), so a face can say
    /// so and offer to show them; empty when staples are included.
    public let leftOutStaples: [String]

    public init(items: [Item], plannedMealCount: Int, leftOutStaples: [String] = []) {
        self.items = items
        self.plannedMealCount = plannedMealCount
        self.leftOutStaples = leftOutStaples
    }

    public var isEmpty: Bool { items.isEmpty }

    /// The items still to buy.
    public var toBuy: [Item] { items.filter { !$0.isBought } }

    /// Builds the list. `plannedMeals` holds one entry per planned occurrence, so a meal
    /// planned on two days counts twice. `staples` are the assumed staples (the offline
    /// chef's); they are listed only with `includeStaples`. `bought` holds the keys
    /// ticked off this week. Amounts to buy are written in `units` (the household's).
    public init(
        plannedMeals: [Meal], inventory: [InventoryItem], lexicon: FoodLexicon, staples: [String] = OfflineChef.defaultStaples,
        includeStaples: Bool = false, bought: Set<String> = [], units: UnitSystem = .metric
    ) {
        plannedMealCount = plannedMeals.count
        let held = plannedMeals.isEmpty ? [:] : Self.held(inventory, lexicon: lexicon)
        var order: [String] = []
        var entries: [String: (name: String, food: Food?, count: Int, meals: [String], isStaple: Bool, amounts: [KitchenAmount?])] = [:]
        var leftOut: [String: String] = [:]
        // A week repeats its lines ("rice" in most meals): each is read by the lexicon once.
        var keysOfLines: [String: String] = [:]
        let stapleFoods = staples.compactMap(lexicon.food(named:))
        for meal in plannedMeals {
            // A meal naming the same food twice (protein "chicken", component "Chicken")
            // still needs it once.
            var keysInMeal = Set<String>()
            for line in meal.allComponents {
                let key: String
                if let known = keysOfLines[line] {
                    key = known
                } else {
                    key = lexicon.foodKey(ofLine: line)
                    keysOfLines[line] = key
                }
                // Held with no amount to compare: the kitchen has it.
                guard !key.isEmpty, held[key].map({ $0 != nil }) ?? true, keysInMeal.insert(key).inserted else { continue }
                if var entry = entries[key] {
                    // The food is listed already: only this meal's amount is new.
                    entry.count += 1
                    entry.amounts.append(Self.amount(in: line, of: entry.food))
                    if !entry.meals.contains(meal.description) { entry.meals.append(meal.description) }
                    entries[key] = entry
                    continue
                }
                guard leftOut[key] == nil else { continue }
                let name = Self.displayName(line)
                let food = lexicon.food(named: name)
                let isStaple = food.map { ChefStaples.includes($0, in: stapleFoods) } ?? false
                if isStaple && !includeStaples {
                    leftOut[key] = name
                    continue
                }
                order.append(key)
                entries[key] = (name, food, 1, [meal.description], isStaple, [Self.amount(in: line, of: food)])
            }
        }
        let unsorted = order.compactMap { key -> Item? in
            guard let entry = entries[key] else { return nil }
            let toBuy = Self.toBuy(needs: entry.amounts, held: held[key] ?? nil)
            // Held, and the kitchen's amount covers what the meals need (or they cannot be compared).
            if held[key] != nil, toBuy?.isNothing ?? true { return nil }
            return Item(
                key: key, name: entry.name, mealCount: entry.count, amount: toBuy?.text(in: units), meals: entry.meals, isStaple: entry.isStaple,
                isBought: bought.contains(key))
        }
        items = PlannerText.sorted(unsorted, byName: \.name)
        leftOutStaples = PlannerText.sorted(leftOut.values) { $0 }
    }

    /// What the kitchen holds of each food: the sum of its items' amounts, or nil (held,
    /// amount unknown) when any is unreadable or their units differ. Foods not held are
    /// absent.
    private static func held(_ inventory: [InventoryItem], lexicon: FoodLexicon) -> [String: KitchenAmount?] {
        var held: [String: KitchenAmount?] = [:]
        for item in inventory {
            let key = lexicon.foodKey(ofLine: item.name)
            guard !key.isEmpty else { continue }
            let amount = KitchenAmount(reading: item.quantity) ?? KitchenEntry.entry(from: item.name).amount
            if let earlier = held[key] {
                // `.some`: held, though the amount is unknown (nil would forget the food).
                held[key] = .some(earlier.flatMap { sum in amount.flatMap { sum.adding($0) } })
            } else {
                held[key] = .some(amount)
            }
        }
        return held
    }

    /// What to buy: the meals' needs added up in one unit, minus what is held; nil when
    /// they cannot be added or compared.
    private static func toBuy(needs: [KitchenAmount?], held: KitchenAmount?) -> KitchenAmount? {
        let unit = held?.unit ?? needs.compactMap { $0?.unit }.first ?? ""
        var total = 0.0
        for need in needs {
            guard let need, need.unit == unit else { return nil }
            total += need.value
        }
        guard let held else { return KitchenAmount(value: total, unit: unit) }
        return KitchenAmount(value: total, unit: unit).subtracting(held)
    }

    /// What one meal's line asks for: its amount, or one of a food bought by the piece.
    private static func amount(in line: String, of food: Food?) -> KitchenAmount? {
        KitchenEntry.entry(from: line).amount ?? (isBoughtByThePiece(food) ? KitchenAmount(value: 1, unit: "") : nil)
    }

    /// A food a lunch takes one of when it says no amount: a piece of fruit or a
    /// vegetable eaten by the piece (not grapes, leaves or herbs), a wrap, an egg.
    private static func isBoughtByThePiece(_ food: Food?) -> Bool {
        guard let food else { return false }
        switch food.category {
        case .fruit, .vegetable:
            return !food.isBiteSized && food.form == nil && [.whole, .slice, .sticks, .wedges, .segments, .strips, .chunks].contains(food.prep)
        default:
            return food.form == .wrap || food.name == "eggs"
        }
    }

    /// The line as a thing to buy: without the portion the chef wrote after it
    /// ("cheddar (40 g)" is "cheddar"); the line itself when nothing else is left.
    private static let spaceAndPunctuation = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)

    private static func displayName(_ line: String) -> String {
        let bare = FoodLexicon.withoutBrackets(line).trimmingCharacters(in: spaceAndPunctuation)
        return bare.isEmpty ? line : bare
    }
}
