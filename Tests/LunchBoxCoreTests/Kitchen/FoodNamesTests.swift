import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxCore

@Suite("Food lexicon: names in other languages")
struct FoodNamesTests {
    @Test func typedGermanKitchenTextIsMilkEggsAndApples() throws {
        // Given what a household types into the kitchen in German
        let lexicon = try KitchenGenerators.lexicon()
        // When it is read as every face reads typed food
        let entries = KitchenEntry.entries(in: "Milch, Eier, 2 Äpfel")
        // Then it is milk, eggs and apples, with the amount kept apart
        #expect(entries.map { lexicon.lookup($0.name).food?.name } == ["milk", "eggs", "apple"])
        #expect(entries.map(\.quantity) == ["", "", "2"])
    }

    @Test(arguments: [
        ("mjölk", "milk"), ("MJÖLK", "milk"), ("MJOLK", "milk"), ("lait", "milk"), ("leche", "milk"), ("latte", "milk"),
        ("melk", "milk"), ("Milch", "milk"), ("LÄTTMJÖLK", "milk"), ("LATTMJOLK", "milk"), ("Vollmilch", "milk"),
        ("fettarme Milch", "milk"), ("mellanmjölk", "milk"), ("Haferdrink", "oat milk"), ("havredryck", "oat milk"),
        ("HAVREDRYCK", "oat milk"), ("lait d'avoine", "oat milk"), ("Orange Juice", "orange juice"), ("HAVRE", "oats"),
        ("GRÄDDFIL", "sour cream"), ("GRADDFIL", "sour cream"), ("Naturjoghurt", "yogurt"), ("NATURJOGHURT", "yogurt"),
        ("Eier", "eggs"), ("œufs", "eggs"), ("oeufs", "eggs"), ("huevos", "eggs"), ("uova", "eggs"), ("ägg", "eggs"),
        ("Äpfel", "apple"), ("APFEL", "apple"), ("pommes", "apple"), ("manzanas", "apple"), ("appels", "apple"),
        ("Kartoffeln", "potato"), ("pommes de terre", "potato"), ("Rote Bete", "beetroot"), ("sötpotatis", "sweet potato"),
        ("FILMJÖLK", "sour milk"), ("Sojajoghurt", "soy yogurt"), ("havregurt", "oat yogurt"), ("Käse", "cheese"),
        ("kaas", "cheese"), ("ost", "cheese"), ("Hähnchenbrust", "chicken"), ("kyckling", "chicken"), ("lax", "salmon"),
    ])
    func packAndKitchenWordsNameTheirFood(name: String, canonical: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup(name).food?.name == canonical, "\(name)")
    }

    /// Ambiguous words were dropped or qualified, so they keep their English meaning.
    @Test(arguments: [
        ("raisin", "raisins"), ("raisins secs", "raisins"), ("raisin de table", "grapes"), ("prune", "prunes"),
        ("pruneaux", "prunes"), ("paprika", "paprika"), ("Paprikaschote", "bell pepper"), ("speck", "prosciutto"),
        ("lard", "lard"), ("lard fumé", "bacon"), ("pepperoni", "pepperoni"), ("petit pain", "baguette"),
        ("Speiseeis", "ice cream"), ("Ei", "eggs"), ("pâtes alimentaires", "pasta"), ("pâté", "liver pâté"),
        ("mais", "sweetcorn"), ("kaki", "persimmon"), ("prei", "leek"), ("lax", "salmon"),
    ])
    func ambiguousWordsKeepOneMeaning(name: String, canonical: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup(name).food?.name == canonical, "\(name)")
    }

    /// Words left out because they are English words or name another food elsewhere
    /// ("Eis" is ice cream but stems like "Ei", "saft" is juice in German and cordial in
    /// Swedish) stay as unknown as before; a foreign name is never found by an English
    /// plural stem.
    @Test(arguments: [
        ("Eis", String?.none), ("room", nil), ("glass", nil), ("bar", nil), ("pan", nil), ("the", nil), ("more", nil),
        ("fond", nil), ("worst", nil), ("saft", nil), ("sale", nil), ("lin", nil), ("tongs", nil), ("bär", nil),
        ("Pommes", "apple"), ("lins", "lentils"), ("pains", nil), ("leches", nil),
    ])
    func leftOutWordsStayUnknown(word: String, canonical: String?) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup(word).food?.name == canonical, "\(word)")
    }

    @Test func packTextMentionsTheFoodsItNames() throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.mentions(in: "Bio Haferdrink 1 l").map(\.food.name) == ["oat milk"])
        #expect(lexicon.mentions(in: "LÄTTMJÖLK 0,5% fett").map(\.food.name) == ["milk"])
        #expect(lexicon.mentions(in: "Nudeln mit Tomatensoße und Käse").map(\.food.name) == ["pasta", "pasta sauce", "cheese"])
        #expect(lexicon.mentions(in: "lait de coco").map(\.food.name) == ["coconut milk"])
    }

    @Test func nearMissesOfForeignNamesAreOffered() throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.bestMatches(for: "Hafedrink").first?.food.name == "oat milk")
        #expect(lexicon.bestMatches(for: "mjolkk").first?.food.name == "milk")
    }

    @Test func everyFoodHasNamesInEveryLanguageAndNoneIsEmptyOrHasAComma() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let foreign = try FoodNames.bundled()
        #expect(Set(foreign.names.keys) == Set(lexicon.foods.map(\.name)))
        for food in lexicon.foods {
            for language in FoodNames.languages {
                let names = foreign.names(of: food.name, in: language)
                #expect(!names.isEmpty, "\(food.name) has no \(language) name")
                for name in names {
                    #expect(!FoodText.words(name).isEmpty && !name.contains(","), "\(food.name) [\(language)]: \"\(name)\"")
                }
            }
        }
    }

    /// The collision rule, checked on the loaded lexicon: each foreign name, and its plural
    /// stem, is found under its own food alone, whatever other food's name, alias or
    /// translation in any language folds to the same words.
    @Test func noForeignNameFoldsLikeAnotherFoodsName() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let foreign = try FoodNames.bundled()
        var owners: [String: Set<String>] = [:]
        for food in lexicon.foods {
            for name in food.allNames {
                let words = FoodText.words(name)
                owners[FoodText.key(words), default: []].insert(food.name)
                owners[FoodText.stemKey(words), default: []].insert(food.name)
            }
        }
        for food in lexicon.foods {
            let english = Set(([food.name] + food.aliases).map { FoodText.key(FoodText.words($0)) })
            for language in FoodNames.languages {
                for name in foreign.names(of: food.name, in: language) {
                    let words = FoodText.words(name)
                    guard !english.contains(FoodText.key(words)) else { continue }
                    let others = owners[FoodText.key(words), default: []].union(owners[FoodText.stemKey(words), default: []]).subtracting([food.name])
                    #expect(others.isEmpty, "\(food.name) [\(language)]: \"\(name)\" also names \(others.sorted())")
                }
            }
        }
    }

    @Test func everyForeignNameResolvesToItsOwnFood() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let foreign = try FoodNames.bundled()
        var checked = 0
        for food in lexicon.foods {
            for language in FoodNames.languages {
                for name in foreign.names(of: food.name, in: language) {
                    #expect(lexicon.lookup(name).food?.name == food.name, "\(name) [\(language)] should be \(food.name)")
                    checked += 1
                }
            }
        }
        #expect(checked > 6 * 647)
    }

    /// Every foreign name, read as a line of its own language (where German and Swedish
    /// words may be split into compounds), is its own food with no word left over: a name
    /// of several words is never cut up ("Senf mit ganzen Körnern" was "Senf", "ganzen",
    /// "Körn" and an unknown "ern", so a German idea with it went unchecked).
    @Test func everyForeignNameReadInItsLanguageIsItsOwnFoodAndNothingElse() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let foreign = try FoodNames.bundled()
        for food in lexicon.foods {
            for language in Language.allCases where language != .english {
                for name in foreign.names(of: food.name, in: language.rawValue) {
                    let reading = lexicon.reading(of: name + " (1)", in: language)
                    #expect(reading.matches.map(\.food.name) == [food.name], "\(name) [\(language)]")
                    #expect(reading.unknownWords.isEmpty, "\(name) [\(language)]: \(reading.unknownWords)")
                }
            }
        }
    }

    @Test func aNameThatFoldsLikeAnotherFoodsNameIsRefused() throws {
        // Given French "raisin" (grapes) beside the English raisins, and German "Eis",
        // whose English plural stem is "ei"
        let foods = [
            Food(name: "grapes", category: .fruit, fridgeDays: 7), Food(name: "raisins", aliases: ["raisin"], category: .snack, fridgeDays: 180),
            Food(name: "eggs", category: .protein, fridgeDays: 21), Food(name: "ice cream", category: .dairy, fridgeDays: 60),
        ]
        // When they are added, each is refused as naming two foods
        #expect(throws: FoodLexiconError.duplicateName("raisin", foods: ["grapes", "raisins"])) {
            try FoodLexicon(foods: foods, pairings: .none, names: FoodNames(names: ["grapes": ["fr": ["raisin"]]]))
        }
        #expect(throws: FoodLexiconError.duplicateName("ei", foods: ["eggs", "ice cream"])) {
            try FoodLexicon(foods: foods, pairings: .none, names: FoodNames(names: ["eggs": ["de": ["Ei"]], "ice cream": ["de": ["Eis"]]]))
        }
        // And the qualified words are taken, each for its own food
        let names = FoodNames(names: ["grapes": ["fr": ["raisin de table", "raisins de table"]], "raisins": ["fr": ["raisins secs"]], "eggs": ["de": ["Ei"]]])
        let lexicon = try FoodLexicon(foods: foods, pairings: .none, names: names)
        #expect(lexicon.lookup("raisins de table").food?.name == "grapes")
        #expect(lexicon.lookup("raisin").food?.name == "raisins")
        // And a name in another language is found by its exact words only
        #expect(lexicon.lookup("ei").food?.name == "eggs")
        #expect(lexicon.lookup("eis").food == nil)
    }

    @Test func malformedNamesAndUnknownFoodsAreRefused() {
        let foods = [Food(name: "milk", category: .dairy, fridgeDays: 7)]
        func lexicon(_ names: [String: [String: [String]]]) throws -> FoodLexicon {
            try FoodLexicon(foods: foods, pairings: .none, names: FoodNames(names: names))
        }
        #expect(throws: FoodLexiconError.malformedName("")) { try lexicon(["milk": ["de": [""]]]) }
        #expect(throws: FoodLexiconError.malformedName("-")) { try lexicon(["milk": ["de": ["-"]]]) }
        #expect(throws: FoodLexiconError.malformedName("Milch, frisch")) { try lexicon(["milk": ["de": ["Milch, frisch"]]]) }
        #expect(throws: FoodLexiconError.unknownFood("mylk")) { try lexicon(["mylk": ["de": ["Milch"]]]) }
    }

    @Test func foreignNamesAreAddedInLowerCaseAfterTheFoodsOwnNames() throws {
        let foods = [Food(name: "milk", aliases: ["whole milk"], category: .dairy, fridgeDays: 7)]
        let names = FoodNames(names: ["milk": ["sv": ["mjölk", "MJOLK"], "de": ["Milch", "milk"]]])
        let lexicon = try FoodLexicon(foods: foods, pairings: .none, names: names)
        #expect(lexicon.foods.first?.aliases == ["whole milk", "milch", "mjölk"])
    }
}
