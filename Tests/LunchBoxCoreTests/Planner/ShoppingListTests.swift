import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Shopping list")
struct ShoppingListTests {
    private let lexicon: FoodLexicon

    init() throws {
        lexicon = try KitchenGenerators.lexicon()
    }

    private func meal(_ description: String, _ protein: String = "", _ carb: String = "", _ others: [String] = []) -> Meal {
        Meal(description: description, primaryProtein: protein, primaryCarb: carb, otherComponents: others, createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test func needsWhatIsNotInTheKitchenMergedAndSorted() {
        let planned = [
            meal("Pasta salad", "", "pasta", ["Cherry Tomatoes", "feta"]),
            meal("Chicken wrap", "chicken", "wraps", ["lettuce", "cherry tomato"]),
            meal("Pasta salad", "", "pasta", ["Cherry Tomatoes", "feta"]),
        ]
        let inventory = [InventoryItem(name: "Feta"), InventoryItem(name: "wrap"), InventoryItem(name: "milk")]
        let list = ShoppingList(plannedMeals: planned, inventory: inventory, lexicon: lexicon)
        #expect(list.items.map(\.name) == ["Cherry Tomatoes", "chicken", "lettuce", "pasta"])
        let tomatoes = list.items[0]
        #expect(tomatoes.mealCount == 3)
        #expect(tomatoes.meals == ["Pasta salad", "Chicken wrap"])
        #expect(list.items.first { $0.name == "pasta" }?.mealCount == 2)
    }

    @Test func nothingPlannedMeansNothingToBuy() {
        #expect(ShoppingList(plannedMeals: [], inventory: [InventoryItem(name: "eggs")], lexicon: lexicon).isEmpty)
    }

    @Test func aFoodNamedTwiceInOneMealCountsOnce() {
        let list = ShoppingList(plannedMeals: [meal("Chicken salad", "chicken", "", ["Chicken", "lettuce"])], inventory: [], lexicon: lexicon)
        #expect(list.items.map(\.name) == ["chicken", "lettuce"])
        #expect(list.items.allSatisfy { $0.mealCount == 1 })
    }

    @Test(arguments: [
        ("tomatoes", "Tomato"), ("berries", "berry"), ("peaches", "Peach"), ("eggs", "egg"), ("cookies", "cookie"),
        ("potatoes", "potato"), ("Black Beans", "black bean"), ("boxes", "box"), ("kiwis", "kiwi"), ("pies", "pie"),
        ("radishes", "radish"), ("sausages", "sausage"), ("cheeses", "cheese"), ("dragon fruits", "Dragon fruit"),
    ])
    func pluralsMeetTheirSingulars(plural: String, singular: String) {
        #expect(lexicon.sameFoodKey(for: plural) == lexicon.sameFoodKey(for: singular))
    }

    @Test(arguments: ["hummus", "couscous", "swiss chard", "asparagus", "rice", "glass"])
    func wordsThatOnlyLookPluralStayThemselves(word: String) {
        // Not cut to "hummu" and merged with something else.
        #expect(lexicon.sameFoodKey(for: word) != lexicon.sameFoodKey(for: String(word.dropLast())))
    }

    @Test func differentFoodsStayApart() {
        #expect(lexicon.sameFoodKey(for: "pea") != lexicon.sameFoodKey(for: "peach"))
        #expect(lexicon.sameFoodKey(for: "bean") != lexicon.sameFoodKey(for: "bean sprouts"))
        #expect(lexicon.sameFoodKey(for: "tomatoes") != lexicon.sameFoodKey(for: "cherry tomato"))
        #expect(lexicon.sameFoodKey(for: "  ").isEmpty)
    }

    @Test func synonymsAreTheSameFood() {
        #expect(lexicon.sameFoodKey(for: "courgettes") == lexicon.sameFoodKey(for: "zucchini"))
        #expect(lexicon.sameFoodKey(for: "capsicum") == lexicon.sameFoodKey(for: "bell pepper"))
        let planned = [meal("Stir fry", "", "", ["bell pepper"]), meal("Salad", "", "", ["capsicum"])]
        let list = ShoppingList(plannedMeals: planned, inventory: [], lexicon: lexicon)
        #expect(list.items == [ShoppingList.Item(key: "food:bell pepper", name: "bell pepper", mealCount: 2, amount: "2", meals: ["Stir fry", "Salad"])])
        #expect(ShoppingList(plannedMeals: planned, inventory: [InventoryItem(name: "Capsicums")], lexicon: lexicon).isEmpty)
    }

    @Test func theKitchenCoversAFoodWrittenWithAQuantity() {
        // "2 cucumbers" in the kitchen is cucumber; the meal's "Cucumber" is not to buy.
        let planned = [meal("Bento", "", "", ["Cucumber", "cheddar cheese"])]
        let kitchen = [InventoryItem(name: "2 cucumbers"), InventoryItem(name: "Cheddar")]
        #expect(ShoppingList(plannedMeals: planned, inventory: kitchen, lexicon: lexicon).isEmpty)
    }

    @Test func listHoldsExactlyTheMissingFoods() async {
        let input = zip(PlannerGenerators.filterableMeal.array(of: 0...8), Generators.inventoryItems(0...6))
        await propertyCheck(count: 100, input: input) { planned, inventory in
            let list = ShoppingList(plannedMeals: planned, inventory: inventory, lexicon: lexicon)
            let stocked = Set(inventory.map { lexicon.sameFoodKey(for: $0.name) })
            let needed = Set(planned.flatMap(\.allComponents).map { lexicon.sameFoodKey(for: $0) }).subtracting(stocked).subtracting([""])
            let listed = list.items.map { lexicon.sameFoodKey(for: $0.name) }
            // Every food the kitchen lacks is listed; one it holds only with how much more
            // to buy (its amount falls short).
            #expect(needed.isSubset(of: Set(listed)))
            for item in list.items where stocked.contains(lexicon.sameFoodKey(for: item.name)) {
                #expect(item.amount != nil, "\(item.name) is in the kitchen and listed without an amount")
            }
            #expect(listed.count == Set(listed).count)
            #expect(list.items.map { $0.name.lowercased() } == list.items.map { $0.name.lowercased() }.sorted())
            for item in list.items {
                let key = lexicon.sameFoodKey(for: item.name)
                let count = planned.filter { $0.allComponents.contains { lexicon.sameFoodKey(for: $0) == key } }.count
                #expect(item.mealCount == count)
            }
        }
    }

    /// Issue 38, item 3: one apple in the kitchen and three meals with an apple: buy two.
    @Test func amountsAreCountedAgainstTheKitchen() {
        let planned = (1...3).map { meal("Lunch \($0)", "", "", ["apple", "cheddar (40 g)"]) }
        let kitchen = [InventoryItem(name: "apple", quantity: "1"), InventoryItem(name: "cheddar", quantity: "100 g")]
        let list = ShoppingList(plannedMeals: planned, inventory: kitchen, lexicon: lexicon)
        #expect(list.items.map(\.name) == ["apple", "cheddar"])
        #expect(list.items.map(\.amount) == ["2", "20 g"])
        #expect(list.items.map(\.mealCount) == [3, 3])
        // Enough in the kitchen, or amounts that cannot be compared: nothing to buy.
        let enough = [InventoryItem(name: "apples", quantity: "3"), InventoryItem(name: "cheddar", quantity: "half a block")]
        #expect(ShoppingList(plannedMeals: planned, inventory: enough, lexicon: lexicon).isEmpty)
        // Nothing in the kitchen: the meals' amounts are added up (an apple is one).
        let none = ShoppingList(plannedMeals: planned, inventory: [], lexicon: lexicon)
        #expect(none.items.map(\.amount) == ["3", "120 g"])
        // Rice by the pack cannot be compared with meals that say no amount: the kitchen has it.
        let rice = (1...3).map { meal("Rice bowl \($0)", "", "rice") }
        #expect(ShoppingList(plannedMeals: rice, inventory: [InventoryItem(name: "rice", quantity: "2")], lexicon: lexicon).isEmpty)
        #expect(ShoppingList(plannedMeals: rice, inventory: [], lexicon: lexicon).items.map(\.amount) == [nil])
    }

    // For any counted kitchen and any week of meals naming counted foods, with or without
    // an amount: a food is on the list exactly when the meals need more than the kitchen
    // holds, and the amount to buy is what they need minus what it holds (a meal naming a
    // food without an amount needs one).
    @Test func theAmountToBuyIsWhatTheMealsNeedMinusWhatTheKitchenHolds() async {
        // Foods bought by the piece: a meal naming one without an amount needs one.
        let foods = ["apple", "banana", "eggs", "wraps", "carrot", "cucumber"]
        let component = zip(Gen.int(in: 0..<foods.count), Gen.int(in: 1...3).optional(valueRate: 0.5))
        let meals = component.array(of: 1...3).array(of: 1...6)
        let held = Gen.int(in: 1...6).optional(valueRate: 0.6).array(of: foods.count)
        let listed = Tally()
        await propertyCheck(count: 150, input: zip(meals, held)) { meals, held in
            let planned = meals.enumerated().map { index, parts in
                // Each food once a meal, as a cook writes a meal.
                let unique = Dictionary(parts.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
                return meal("Meal \(index)", "", "", unique.keys.sorted().map { food in unique[food]!.map { "\(foods[food]) (\($0))" } ?? foods[food] })
            }
            let kitchen = foods.indices.compactMap { index in held[index].map { InventoryItem(name: foods[index], quantity: String($0)) } }
            let list = ShoppingList(plannedMeals: planned, inventory: kitchen, lexicon: lexicon)
            for (index, food) in foods.enumerated() {
                let needs = planned.compactMap { meal in meal.otherComponents.first { lexicon.foodKey(ofLine: $0) == lexicon.foodKey(ofLine: food) } }
                guard !needs.isEmpty else { continue }
                let amounts = needs.map { KitchenEntry.entry(from: $0).amount?.value }
                let item = list.items.first { lexicon.foodKey(ofLine: $0.name) == lexicon.foodKey(ofLine: food) }
                if let have = held[index] {
                    let needed = amounts.reduce(0) { $0 + Int($1 ?? 1) }
                    #expect(item?.amount == (needed > have ? String(needed - have) : nil), "\(food): need \(needed), have \(have)")
                    #expect((item != nil) == (needed > have))
                } else {
                    let total = String(amounts.reduce(0) { $0 + Int($1 ?? 1) })
                    #expect(item?.amount == total, "\(food): \(needs)")
                    #expect(item?.mealCount == needs.count)
                }
                if item != nil { listed.add() }
            }
        }
        #expect(listed.count >= 100)
    }
}
