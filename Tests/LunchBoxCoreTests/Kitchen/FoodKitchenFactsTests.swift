import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// The cook's facts the lexicon keeps for every food: state, part in a lunch, cut, cooking
/// method and time, how a cooked dish is eaten, where a main belongs.
@Suite("Food lexicon: what a cook knows")
struct FoodKitchenFactsTests {
    func food(_ name: String) throws -> Food {
        try #require(try KitchenGenerators.lexicon().food(named: name), "\(name)")
    }

    @Test(arguments: [
        ("rice", 10...12), ("brown rice", 25...30), ("basmati rice", 10...12), ("wild rice", 35...45), ("quinoa", 12...15),
        ("couscous", 5...5), ("pearl barley", 25...30), ("pasta", 10...12), ("fresh pasta", 2...3), ("egg noodles", 4...5), ("eggs", 9...9),
        ("lentils", 20...25), ("dried chickpeas", 60...90),
    ])
    func cookingTimesDifferByVariety(name: String, minutes: ClosedRange<Int>) throws {
        let cook = try #require(try food(name).cook, "\(name) has no cooking method")
        #expect(cook.minutes == minutes, "\(name): \(cook.duration)")
    }

    @Test func driedPulsesAreSoakedFirstAndFrozenFoodHasAWay() throws {
        #expect(try food("dried chickpeas").cook?.soakOvernight == true)
        #expect(try food("sweetcorn").fromFrozen?.technique == .boil)
        #expect(try food("prawns").fromFrozen?.technique == .thaw)
        #expect(try food("mixed berries").fromFrozen?.technique == .compote)
        #expect(try food("fish fingers").state == .frozen)
        #expect(try food("fish fingers").cook?.technique == .oven)
    }

    @Test(arguments: ["lasagne", "dal", "pizza", "pierogi", "char siu", "fried rice", "cooked rice", "thai green curry", "cooked chicken"])
    func leftoversAreCookedAndSayHowTheyAreEaten(name: String) throws {
        let food = try food(name)
        #expect(food.state == .cooked, "\(name)")
        #expect(food.serve != nil, "\(name) does not say hot or cold")
    }

    @Test func compositeDishesAreAMainAndACarb() throws {
        for name in ["lasagne", "pizza", "pierogi"] {
            let roles = try food(name).roles
            #expect(roles.contains(.main) && roles.contains(.carb), "\(name): \(roles)")
        }
        #expect(try food("dal").dishes == [.flask])
        #expect(try food("pizza").dishes == [.cold])
    }

    @Test func everyRawFoodALunchUsesCanBeCooked() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let parts: Set<FoodRole> = [.main, .carb, .veg, .fruit]
        for food in lexicon.foods where food.state == .raw && !parts.isDisjoint(with: food.roles) {
            #expect(food.cook != nil, "\(food.name) is raw and has no cooking method")
        }
    }

    @Test func everyMainSaysWhereItBelongsAndEverySauceWhatItDoes() throws {
        let lexicon = try KitchenGenerators.lexicon()
        for food in lexicon.foods where food.roles.first == .main {
            #expect(!food.dishes.isEmpty || ["oysters", "greek yogurt", "skyr"].contains(food.name), "\(food.name) fits no dish")
        }
        for name in ["mayonnaise", "soy sauce", "pesto", "hummus", "salsa", "olive oil", "sweet chilli sauce"] {
            #expect(!(try food(name).sauceUses.isEmpty), "\(name)")
        }
    }

    @Test func cheeseSaysWhetherItMelts() throws {
        for name in ["cheddar", "mozzarella", "monterey jack"] { #expect(try food(name).melts, "\(name)") }
        for name in ["feta", "paneer", "halloumi"] { #expect(!(try food(name).melts), "\(name)") }
    }

    @Test func cutsFollowTheFood() throws {
        #expect(try food("carrot").prep == .sticks)
        #expect(try food("carrot").prepInside == .grate)
        #expect(try food("orange").prep == .segments)
        #expect(try food("grapes").prep == .halve)
        #expect(try food("broccoli").prep == .florets)
        #expect(try food("apple").prep == .slice)
        #expect(try food("banana").prep == .whole)
    }

    @Test func aFoodAddedWithoutKitchenFieldsGetsPlainDefaults() throws {
        let json = #"[{"name": "jollof rice", "category": "carb", "form": "rice", "fridgeDays": 3}, {"name": "ackee", "category": "fruit", "mustCook": true, "fridgeDays": 3}]"#
        let lexicon = try FoodLexicon(json: Data(json.utf8))
        let jollof = try #require(lexicon.food(named: "jollof rice"))
        #expect(jollof.state == .ready && jollof.roles == [.carb] && jollof.prep == FoodPrep.none)
        let ackee = try #require(lexicon.food(named: "ackee"))
        #expect(ackee.state == .raw && ackee.roles == [.fruit])
    }

    @Test func theBundledFileKeepsOneFoodPerLineAndItsLastLine() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LunchBoxCore/Resources/foods.json")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        let foodLines = lines.filter { $0.hasPrefix("  {") }
        #expect(foodLines.count == (try KitchenGenerators.lexicon().count), "foods.json is one food per line, so it merges line by line")
    }
}
