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
        #expect(list.items == [ShoppingList.Item(key: "food:bell pepper", name: "bell pepper", mealCount: 2, meals: ["Stir fry", "Salad"])])
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
            #expect(Set(listed) == needed)
            #expect(listed.count == Set(listed).count)
            #expect(list.items.map { $0.name.lowercased() } == list.items.map { $0.name.lowercased() }.sorted())
            for item in list.items {
                let key = lexicon.sameFoodKey(for: item.name)
                let count = planned.filter { $0.allComponents.contains { lexicon.sameFoodKey(for: $0) == key } }.count
                #expect(item.mealCount == count)
            }
        }
    }
}
