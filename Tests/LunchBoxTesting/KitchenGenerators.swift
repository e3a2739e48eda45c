import Foundation
import LunchBoxCore
import PropertyBased

/// Generators for the food lexicon, the dietary guard and the offline chef.
public enum KitchenGenerators {
    /// The bundled lexicon, loaded once for all tests (a debug build takes ~250 ms to load
    /// it with its names in six other languages); a load failure is reported by each test
    /// that asks, not by a crash.
    public static func lexicon() throws -> FoodLexicon {
        try bundledLexicon.get()
    }

    private static let bundledLexicon = Result { try FoodLexicon.bundled() }

    /// Inventory names as people write them: lexicon foods in every category, with
    /// amounts, plurals, regional names and free-from wording, plus names the lexicon
    /// does not know.
    public static let inventoryNames = [
        // carbs
        "bread", "wholemeal bread", "gluten-free bread", "sourdough", "bagels", "pitta bread", "wraps",
        "corn tortillas", "gluten free wraps", "rice", "2 cups cooked rice", "brown rice", "quinoa", "couscous",
        "pasta", "fusilli", "leftover pasta", "gluten-free pasta", "egg noodles", "rice noodles", "potatoes",
        "sweet potato", "crackers", "rice cakes", "oats", "muesli",
        // proteins
        "eggs", "3 large eggs", "hard-boiled eggs", "chicken breast", "cooked chicken", "ham", "turkey slices",
        "bacon", "sausages", "tuna", "smoked salmon", "prawns", "tofu", "half a block of tofu", "chickpeas",
        "lentils", "black beans", "falafel", "hummus", "peanut butter", "almond butter", "sunflower seed butter",
        "chilli con carne", "lentil soup", "tomato soup",
        // dairy and alternatives
        "cheddar", "200g sliced cheddar", "mozzarella", "feta", "cream cheese", "dairy-free cheese", "vegan cheese",
        "yoghurt", "greek yogurt", "coconut yogurt", "milk", "oat milk", "almond milk", "soy milk", "butter",
        "vegan mayo", "mayonnaise", "pesto",
        // produce
        "tomatoes", "cherry tomatoes", "cucumber", "carrots", "capsicum", "red pepper", "courgette", "aubergine",
        "lettuce", "rocket", "baby spinach", "avocado", "sweetcorn", "peas", "broccoli", "mushrooms", "red onion",
        "spring onions", "coriander", "jalapeños", "apples", "bananas", "grapes", "strawberries", "blueberries",
        "mandarins", "pineapple", "lemon",
        // snacks and condiments
        "almonds", "mixed nuts", "pumpkin seeds", "raisins", "granola", "popcorn", "potato chips", "dark chocolate",
        "gummy bears", "soy sauce", "tamari", "sweet chilli sauce", "salad dressing", "honey", "jam", "nori",
        // unknown to the lexicon
        "mystery sauce", "grandma's relish mix", "zorblax", "kombu dashi blend", "leftover casserole thing",
    ]

    public static var inventoryName: Generator<String, some SendableSequenceType> {
        Gen.element(of: inventoryNames).compactMap { $0 }
    }

    /// An item with a name from `inventoryNames`, a quantity and sometimes a best-before day.
    public static var inventoryItem: Generator<InventoryItem, some SendableSequenceType> {
        zip(inventoryName, Generators.quantity, Generators.calendarDay.optional(valueRate: 0.3))
            .map { name, quantity, day in InventoryItem(name: name, quantity: quantity, bestBefore: day) }
    }

    /// Kitchens of any of the lexicon's names, in any of its languages.
    public static func lexiconKitchen(_ lexicon: FoodLexicon, count: ClosedRange<Int> = 3...40) -> Generator<[InventoryItem], some SendableSequenceType> {
        Gen.element(of: lexicon.foods.flatMap(\.allNames)).compactMap { $0 }.map { InventoryItem(name: $0) }.array(of: count)
    }

    public static func inventory(_ count: ClosedRange<Int> = 1...25) -> Generator<[InventoryItem], some SendableSequenceType> {
        inventoryItem.array(of: count)
    }

    /// A staples list: the default one most of the time, sometimes a smaller or odd one.
    public static var staples: Generator<[String], some SendableSequenceType> {
        Gen.element(of: [
            ["salt", "pepper", "oil", "water"], ["salt", "pepper", "oil", "water"], ["salt", "water"], [],
            ["sea salt", "olive oil"], ["salt", "pepper", "butter", "water"], ["oil", "honey"],
        ]).compactMap { $0 }
    }

    /// A seed for the offline chef.
    public static var seed: Generator<UInt64, some SendableSequenceType> {
        Gen.int(in: 0...1_000_000).map { UInt64($0) }
    }
}
