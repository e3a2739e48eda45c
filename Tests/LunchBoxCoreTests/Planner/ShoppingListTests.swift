import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Shopping list")
struct ShoppingListTests {
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
        let list = ShoppingList(plannedMeals: planned, inventory: inventory)
        #expect(list.items.map(\.name) == ["Cherry Tomatoes", "chicken", "lettuce", "pasta"])
        let tomatoes = list.items[0]
        #expect(tomatoes.mealCount == 3)
        #expect(tomatoes.meals == ["Pasta salad", "Chicken wrap"])
        #expect(list.items.first { $0.name == "pasta" }?.mealCount == 2)
    }

    @Test func nothingPlannedMeansNothingToBuy() {
        #expect(ShoppingList(plannedMeals: [], inventory: [InventoryItem(name: "eggs")]).isEmpty)
    }

    @Test func aFoodNamedTwiceInOneMealCountsOnce() {
        let list = ShoppingList(plannedMeals: [meal("Chicken salad", "chicken", "", ["Chicken", "lettuce"])], inventory: [])
        #expect(list.items.map(\.name) == ["chicken", "lettuce"])
        #expect(list.items.allSatisfy { $0.mealCount == 1 })
    }

    @Test(arguments: [
        ("tomatoes", "Tomato"), ("berries", "berry"), ("peaches", "Peach"), ("eggs", "egg"), ("cookies", "cookie"),
        ("potatoes", "potato"), ("Black Beans", "black bean"), ("boxes", "box"), ("kiwis", "kiwi"), ("pies", "pie"),
        ("radishes", "radish"), ("sausages", "sausage"), ("cheeses", "cheese"),
    ])
    func pluralsMeetTheirSingulars(plural: String, singular: String) {
        let normalizer = PluralFoldingNormalizer()
        #expect(normalizer.key(for: plural) == normalizer.key(for: singular))
    }

    @Test(arguments: ["hummus", "couscous", "swiss chard", "asparagus", "rice", "glass"])
    func wordsThatOnlyLookPluralStay(word: String) {
        #expect(PluralFoldingNormalizer().key(for: word) == word)
    }

    @Test func differentFoodsStayApart() {
        let normalizer = PluralFoldingNormalizer()
        #expect(normalizer.key(for: "pea") != normalizer.key(for: "peach"))
        #expect(normalizer.key(for: "bean") != normalizer.key(for: "beans sprouts"))
        #expect(normalizer.key(for: "  ").isEmpty)
    }

    /// A normaliser from elsewhere (the food lexicon) plugs in through the protocol.
    private struct SynonymNormalizer: FoodNameNormalizing {
        func key(for name: String) -> String {
            let lower = name.lowercased()
            return lower == "capsicum" ? "bell pepper" : lower
        }
    }

    @Test func anInjectedNormalizerDecidesWhatIsTheSameFood() {
        let planned = [meal("Stir fry", "", "", ["bell pepper"]), meal("Salad", "", "", ["capsicum"])]
        let list = ShoppingList(plannedMeals: planned, inventory: [], normalizer: SynonymNormalizer())
        #expect(list.items == [ShoppingList.Item(name: "bell pepper", mealCount: 2, meals: ["Stir fry", "Salad"])])
        #expect(ShoppingList(plannedMeals: planned, inventory: [InventoryItem(name: "Capsicum")], normalizer: SynonymNormalizer()).isEmpty)
    }

    @Test func listHoldsExactlyTheMissingFoods() async {
        let input = zip(PlannerGenerators.filterableMeal.array(of: 0...8), Generators.inventoryItems(0...6))
        await propertyCheck(count: 100, input: input) { planned, inventory in
            let normalizer = PluralFoldingNormalizer()
            let list = ShoppingList(plannedMeals: planned, inventory: inventory)
            let stocked = Set(inventory.map { normalizer.key(for: $0.name) })
            let needed = Set(planned.flatMap(\.allComponents).map { normalizer.key(for: $0) }).subtracting(stocked).subtracting([""])
            let listed = list.items.map { normalizer.key(for: $0.name) }
            #expect(Set(listed) == needed)
            #expect(listed.count == Set(listed).count)
            #expect(list.items.map { $0.name.lowercased() } == list.items.map { $0.name.lowercased() }.sorted())
            for item in list.items {
                let key = normalizer.key(for: item.name)
                let count = planned.filter { $0.allComponents.contains { normalizer.key(for: $0) == key } }.count
                #expect(item.mealCount == count)
            }
        }
    }
}
