import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Several foods typed at once")
struct KitchenEntryTests {
    @Test func commasSplitAndANumberInFrontIsTheQuantity() {
        let entries = KitchenEntry.entries(in: "eggs, bread, 2 apples; 500 g pasta\n250g of butter, ½ cucumber,,  ")
        #expect(
            entries == [
                KitchenEntry(name: "eggs"), KitchenEntry(name: "bread"), KitchenEntry(name: "apples", quantity: "2"),
                KitchenEntry(name: "pasta", quantity: "500 g"), KitchenEntry(name: "butter", quantity: "250g"),
                KitchenEntry(name: "cucumber", quantity: "½"),
            ])
    }

    /// Issue 38, item 6: a name is split only where a person meant a list; a note in
    /// brackets stays with its item, and an amount in brackets is still the quantity.
    @Test func notesInBracketsStayWithTheirItem() throws {
        let entries = KitchenEntry.entries(in: "bread (keep in the bread bin, not the fridge please), 2 apples; cheddar (in the blue tub)\nmilk (1 pint)")
        #expect(
            entries == [
                KitchenEntry(name: "bread (keep in the bread bin, not the fridge please)"), KitchenEntry(name: "apples", quantity: "2"),
                KitchenEntry(name: "cheddar (in the blue tub)"), KitchenEntry(name: "milk", quantity: "1 pint"),
            ])
        #expect(KitchenEntry.entries(in: "2 wraps (for Friday)") == [KitchenEntry(name: "wraps (for Friday)", quantity: "2")])
        #expect(KitchenEntry.entries(in: "carrots (a few)") == [KitchenEntry(name: "carrots", quantity: "a few")])
        // The note does not hide the food.
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.foodKey(ofLine: entries[0].name) == lexicon.foodKey(ofLine: "bread"))
    }

    @Test func namesThatStartWithDigitsOrAreOnlyNumbersStayNames() {
        #expect(KitchenEntry.entries(in: "7up") == [KitchenEntry(name: "7up")])
        #expect(KitchenEntry.entries(in: "2") == [KitchenEntry(name: "2")])
        #expect(KitchenEntry.entries(in: "3 tins") == [KitchenEntry(name: "tins", quantity: "3")])
    }

    /// Issue 24: "Arrange the half a loaf", "Boil the eggs x6": amounts in words, before or
    /// after the food, are the quantity.
    @Test(arguments: [
        ("half a loaf of bread", "bread", "half a loaf"), ("x6 eggs", "eggs", "x6"), ("eggs x6", "eggs", "x6"), ("tin of tuna", "tuna", "tin"),
        ("a bag of spinach", "spinach", "a bag"), ("2 wraps", "wraps", "2"), ("2 x eggs", "eggs", "2 x"), ("block of cheddar", "cheddar", "block"),
        ("3 packs instant noodles", "instant noodles", "3 packs"), ("a banana", "banana", "1"), ("cheddar 200g", "cheddar", "200g"),
        ("milk (1 pint)", "milk", "1 pint"), ("a dozen eggs", "eggs", "a dozen"), ("jar of pesto", "pesto", "jar"), ("pint of milk", "milk", "pint"),
        // A container typed after the food, as on a shopping list: "Drain the chickpeas tin" otherwise.
        ("chickpeas tin", "chickpeas", "tin"), ("sweetcorn tins", "sweetcorn", "tins"), ("pesto jar", "pesto", "jar"),
        ("oat milk carton", "oat milk", "carton"), ("hummus tub", "hummus", "tub"),
        // Issue 37: amounts nobody counts, the ends of a loaf.
        ("a few carrots", "carrots", "a few"), ("some cheese", "cheese", "some"), ("a couple of eggs", "eggs", "a couple of"),
        ("bread ends", "bread", "ends"), ("a bit of cheddar", "cheddar", "a bit of"),
    ])
    func amountWordsAreTheQuantity(typed: String, name: String, quantity: String) {
        #expect(KitchenEntry.entry(from: typed) == KitchenEntry(name: name, quantity: quantity), "\(typed)")
    }

    /// Issue 37: a state in brackets says what the food is, not how much: "patties (frozen)".
    @Test func aStateInBracketsIsPartOfTheName() {
        #expect(KitchenEntry.entry(from: "patties (frozen)") == KitchenEntry(name: "frozen patties"))
        #expect(KitchenEntry.entry(from: "chicken thighs (raw)") == KitchenEntry(name: "raw chicken thighs"))
        #expect(KitchenEntry.entry(from: "milk (2 pints)") == KitchenEntry(name: "milk", quantity: "2 pints"))
    }

    @Test(arguments: [
        "whole milk", "double cream", "little gem lettuce", "five spice", "half and half", "cream of tartar", "pot noodle", "chocolate bar",
        "tea bags", "cheese slices", "tin",
    ])
    func foodsWhoseNamesBeginWithAmountWordsKeepThem(typed: String) {
        #expect(KitchenEntry.entry(from: typed) == KitchenEntry(name: typed), "\(typed)")
    }

    // A list typed with commas gives back each food and its quantity, in order, whatever
    // the spacing around the commas.
    @Test func aTypedListComesBackAsTyped() async {
        let amount = Gen.element(of: ["", "2", "12", "1.5", "500 g", "3 tins", "250g", "half a bag", "a tin"]).compactMap { $0 }
        let entry = zip(Generators.foodName, amount).map { KitchenEntry(name: $0, quantity: $1) }
        let gap = Gen.element(of: [",", ", ", " , ", ";", "\n", ",\n  "]).compactMap { $0 }
        await propertyCheck(count: 200, input: entry.array(of: 1...6), gap) { entries, gap in
            let text = entries.map { $0.quantity.isEmpty ? $0.name : "\($0.quantity) \($0.name)" }.joined(separator: gap)
            #expect(KitchenEntry.entries(in: text) == entries, "\(text)")
        }
    }

    /// Whatever amount is typed before a lexicon food, the name read back is that food.
    @Test func anyAmountBeforeAFoodLeavesTheFood() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let amount = Gen.element(of: ["half a loaf of", "a tin of", "x6", "2", "a bag of", "3 packs", "1 pint of", "a dozen", "200g of", "2 x"]).compactMap { $0 }
        let food = Gen.element(of: ["bread", "tuna", "eggs", "spinach", "wraps", "milk", "cheddar", "chickpeas", "rice", "apples"]).compactMap { $0 }
        await propertyCheck(count: 150, input: amount, food) { amount, food in
            let entry = KitchenEntry.entry(from: "\(amount) \(food)")
            #expect(entry.name == food, "\(amount) \(food) -> \(entry)")
            #expect(lexicon.food(named: entry.name)?.name == lexicon.food(named: food)?.name)
        }
    }
}
