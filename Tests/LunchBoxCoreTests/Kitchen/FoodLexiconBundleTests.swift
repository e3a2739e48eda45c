import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Food lexicon: the bundled data")
struct FoodLexiconBundleTests {
    @Test func bundledLexiconLoadsWithAtLeast400Foods() throws {
        let lexicon = try FoodLexicon.bundled()
        #expect(lexicon.count >= 400)
    }

    @Test func everyCategoryIsRepresented() throws {
        let lexicon = try KitchenGenerators.lexicon()
        for category in FoodCategory.allCases {
            #expect(lexicon.foods.contains { $0.category == category }, "no \(category) food")
        }
    }

    /// Every name and alias of every food leads back to that food and no other: no name
    /// is shared between foods, even after case, accents and punctuation are folded.
    @Test func everyNameResolvesToItsOwnFood() throws {
        let lexicon = try KitchenGenerators.lexicon()
        var seen: [String: String] = [:]
        for food in lexicon.foods {
            for name in food.allNames {
                #expect(lexicon.lookup(name).food?.name == food.name, "\(name) should be \(food.name)")
                let folded = name.lowercased().folding(options: .diacriticInsensitive, locale: nil)
                    .replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "'", with: "")
                if let other = seen[folded], other != food.name {
                    Issue.record("\"\(name)\" names both \(other) and \(food.name)")
                }
                seen[folded] = food.name
            }
        }
    }

    @Test func namesAreCleanLowerCaseTextAndLivesArePositive() throws {
        let lexicon = try KitchenGenerators.lexicon()
        for food in lexicon.foods {
            for name in food.allNames {
                #expect(name == name.lowercased() && name == name.trimmingCharacters(in: .whitespaces) && !name.isEmpty, "\(name)")
            }
            #expect(food.fridgeDays > 0, "\(food.name)")
        }
    }

    @Test(arguments: [
        ("peanut butter", [FoodContent.peanuts]),
        ("almond milk", [.treeNuts]), ("oat milk", [.gluten]), ("soy milk", [.soy]), ("coconut milk", []),
        ("soy sauce", [.soy, .gluten]), ("pesto", [.dairy, .treeNuts, .animalRennet]), ("mayonnaise", [.egg]), ("hummus", [.sesame]),
        ("bread", [.gluten]), ("pasta", [.gluten]), ("wraps", [.gluten]), ("couscous", [.gluten]),
        ("rice", []), ("quinoa", []), ("potato", []), ("corn tortillas", []), ("honey", [.honey]),
        ("gelatine", [.meat]), ("marshmallows", [.meat]), ("prawns", [.shellfish]), ("tuna", [.fish]),
        ("chicken", [.poultry]), ("ham", [.meat]), ("cheddar", [.dairy]), ("butter", [.dairy]), ("eggs", [.egg]),
        ("tofu", [.soy]), ("tahini", [.sesame]), ("worcestershire sauce", [.fish]), ("fish sauce", [.fish]),
        ("caesar dressing", [.fish, .egg, .dairy, .animalRennet]), ("parmesan", [.dairy, .animalRennet]), ("chocolate spread", [.treeNuts, .dairy, .soy]),
        ("sunflower seed butter", []), ("rice noodles", []), ("egg noodles", [.egg, .gluten]),
    ])
    func contentsAreRight(name: String, expected: [FoodContent]) throws {
        let food = try #require(try KitchenGenerators.lexicon().food(named: name))
        #expect(food.contains == Set(expected), "\(name): \(food.contains.sorted())")
    }

    @Test(arguments: [
        ("chicken", true), ("rice", true), ("pasta", true), ("eggs", true), ("lentils", true), ("dried beans", true),
        ("bread", false), ("cheddar", false), ("ham", false), ("cooked rice", false), ("cooked chicken", false),
        ("hard-boiled eggs", false), ("leftover pasta", false), ("canned lentils", false), ("tuna", false),
    ])
    func mustCookIsRight(name: String, mustCook: Bool) throws {
        let food = try #require(try KitchenGenerators.lexicon().food(named: name))
        #expect(food.mustCook == mustCook, "\(name)")
    }

    @Test func duplicateNamesAcrossFoodsAreRefused() {
        let foods = [
            Food(name: "prawns", aliases: ["shrimp"], category: .protein, contains: [.shellfish], fridgeDays: 2),
            Food(name: "shrimp paste", aliases: ["Shrimp"], category: .condiment, fridgeDays: 30),
        ]
        #expect(throws: FoodLexiconError.self) { try FoodLexicon(foods: foods) }
    }

    @Test func pluralsThatCollideAcrossFoodsAreRefused() {
        let foods = [
            Food(name: "date", category: .fruit, fridgeDays: 30),
            Food(name: "dates", category: .snack, fridgeDays: 90),
        ]
        // "date" and "dates" are two exact names, so each keeps its own food...
        #expect(throws: Never.self) { try FoodLexicon(foods: foods) }
        // ...but two plurals folding onto the same name with no exact owner are ambiguous.
        let ambiguous = [
            Food(name: "berries", category: .fruit, fridgeDays: 3),
            Food(name: "berrys", category: .snack, fridgeDays: 3),
        ]
        #expect(throws: FoodLexiconError.self) { try FoodLexicon(foods: ambiguous) }
    }

    @Test func freeFromWordingCannotBeAName() {
        let foods = [Food(name: "vegan cheese", category: .dairy, fridgeDays: 20)]
        #expect(throws: FoodLexiconError.reservedWording("vegan cheese")) { try FoodLexicon(foods: foods) }
    }

    @Test func jsonRoundTripKeepsEveryField() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let data = try JSONEncoder().encode(lexicon.foods)
        let again = try FoodLexicon(json: data)
        #expect(again.foods == lexicon.foods)
    }

    @Test func unreadableJSONIsAClearError() {
        #expect(throws: FoodLexiconError.self) { try FoodLexicon(json: Data("{\"not\": \"a list\"}".utf8)) }
        let message = FoodLexiconError.duplicateName("shrimp", foods: ["prawns", "shrimp paste"]).localizedDescription
        #expect(message.contains("shrimp") && message.contains("prawns"))
    }
}
