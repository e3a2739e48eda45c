import Foundation
import LunchBoxCore
import PropertyBased

/// Generators for property tests, shared by every test target.
public enum Generators {
    /// Everyday foods whose names contain no dietary keyword ("vegan", "nut-free", ...).
    public static let foodNames = [
        "eggs", "bread", "cheddar", "ham", "chicken breast", "rice", "pasta", "tomato", "cucumber",
        "carrot", "apple", "banana", "yogurt", "milk", "butter", "tuna", "salmon", "tofu", "hummus",
        "lettuce", "spinach", "bell pepper", "avocado", "peanut butter", "almonds", "wraps", "pita",
        "quinoa", "couscous", "black beans", "chickpeas", "feta", "mozzarella", "turkey", "bacon",
        "sweetcorn", "peas", "broccoli", "grapes", "strawberries", "oats", "crackers", "cream cheese",
        "lentils", "noodles", "soy sauce", "mayonnaise", "mustard", "olives", "onion", "garlic",
        "courgette", "aubergine", "capsicum", "prawns", "sausages", "bagels", "tortilla chips", "pesto",
    ]

    /// A known food name.
    public static var foodName: Generator<String, some SendableSequenceType> {
        Gen.element(of: foodNames).compactMap { $0 }
    }

    /// A name a person might type: one to three words of letters, some accented or
    /// non-Latin, already in clean form (single spaces, no padding).
    public static var typedName: Generator<String, some SendableSequenceType> {
        let letters = Gen.element(of: Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéñüø寿司ки0123456789-'")).compactMap { $0 }
        let word = letters.array(of: 1...10).map { String($0) }
        return word.array(of: 1...3).map { $0.joined(separator: " ") }
    }

    /// A free-text quantity, possibly empty.
    public static var quantity: Generator<String, some SendableSequenceType> {
        Gen.element(of: ["", "2", "6", "half a loaf", "1 cup", "200 g", "a handful", "3 slices", "1 tin"]).compactMap { $0 }
    }

    /// Text made only of white space (including the empty string).
    public static var whitespace: Generator<String, some SendableSequenceType> {
        Gen.element(of: [" ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}", "\u{3000}"]).compactMap { $0 }
            .array(of: 0...8).map { $0.joined() }
    }

    /// A plausible API key: printable ASCII without spaces.
    public static var apiKey: Generator<String, some SendableSequenceType> {
        let characters = Gen.element(of: Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")).compactMap { $0 }
        return characters.array(of: 8...80).map { "sk-" + String($0) }
    }

    public static var calendarDay: Generator<CalendarDay, some SendableSequenceType> {
        Gen.int(in: -3_000...3_000).map { CalendarDay(year: 2026, month: 11, day: 22)!.adding(days: $0) }
    }

    public static var inventoryItem: Generator<InventoryItem, some SendableSequenceType> {
        zip(foodName, quantity, calendarDay.optional(valueRate: 0.3))
            .map { name, quantity, day in InventoryItem(name: name, quantity: quantity, bestBefore: day) }
    }

    /// An inventory item with a name a person might type.
    public static var typedInventoryItem: Generator<InventoryItem, some SendableSequenceType> {
        zip(typedName, quantity).map { name, quantity in InventoryItem(name: name, quantity: quantity) }
    }

    public static func inventoryItems(_ count: ClosedRange<Int> = 1...12) -> Generator<[InventoryItem], some SendableSequenceType> {
        inventoryItem.array(of: count)
    }

    public static var dietaryPreferences: Generator<DietaryPreferences, some SendableSequenceType> {
        Gen.bool.array(of: 5).map { flags in
            DietaryPreferences(vegetarian: flags[0], vegan: flags[1], glutenFree: flags[2], dairyFree: flags[3], nutFree: flags[4])
        }
    }

    /// A complete idea with one to six ingredients and steps.
    public static var idea: Generator<LunchBoxIdea, some SendableSequenceType> {
        let step = zip(Gen.element(of: ["Slice", "Mix", "Toast", "Pack", "Chill", "Roll"]).compactMap { $0 }, foodName)
            .map { verb, food in "\(verb) the \(food)." }
        return zip(typedName, foodName.array(of: 1...6), step.array(of: 1...6))
            .map { name, ingredients, steps in LunchBoxIdea(name: name, ingredients: ingredients, preparationSteps: steps) }
    }

    public static func ideas(_ count: ClosedRange<Int>) -> Generator<[LunchBoxIdea], some SendableSequenceType> {
        idea.array(of: count)
    }
}
