import LunchBoxTesting
import PropertyBased
import Testing

@testable import LunchBoxCore

/// The offline chef asked in German: every word of its ideas is German (no gap left
/// unfilled, no English step word), and it makes the same lunches as in English, whose
/// words asking in German leaves untouched.
@Suite("Offline chef in German")
struct OfflineChefGermanTests {
    static let today = CalendarDay(year: 2026, month: 3, day: 2)!
    static let kitchen = "Milch, Eier, 2 Äpfel, Vollkornbrot, Cheddar, Gurke"
    static let german = IdeaWishes(language: .german)
    static let english = IdeaWishes(language: .english)

    /// Words of the chef's English steps that a German step never holds, with spaces
    /// where a German word could hold them ("Lunchbox", "Thermobehälter", "Minuten").
    static let englishWords = [" the ", " and ", " with ", "minutes", "until", "lunch box", "ice pack", "flask"]

    /// A kitchen as a person types it.
    static func items(_ typed: String) -> [InventoryItem] {
        KitchenEntry.entries(in: typed).map { InventoryItem(name: $0.name, quantity: $0.quantity) }
    }

    /// Every text of an idea: its name, its ingredient lines and its steps.
    static func texts(_ idea: LunchBoxIdea) -> [String] {
        [idea.name] + idea.ingredients + idea.preparationSteps
    }

    /// The English step words `text` holds, read in lower case so a sentence's first word
    /// ("The eggs …") counts too.
    static func englishWords(in text: String) -> [String] {
        let padded = " " + text.lowercased() + " "
        return englishWords.filter { padded.contains($0) }
    }

    @Test func aGermanKitchenAskedInGermanGetsGermanIdeas() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = Self.items(Self.kitchen)
        let ideas = (0..<8 as Range<UInt64>).flatMap { chef.batch(for: items, preferences: .none, today: Self.today, seed: $0, wishes: Self.german).ideas }
        #expect(!ideas.isEmpty)
        for idea in ideas {
            for text in Self.texts(idea) {
                #expect(!text.contains("{") && !text.contains("}"), "\(idea.name): \(text)")
                let english = Self.englishWords(in: text)
                #expect(english.isEmpty, "\(idea.name): \(english) in \(text)")
            }
        }
    }

    @Test func theSameKitchenInEnglishMakesTheSameLunchesInTheSameWords() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let items = Self.items(Self.kitchen)
        for seed in 0..<8 as Range<UInt64> {
            // English asked alone, by a chef that has never written German.
            let alone = OfflineChef(lexicon: lexicon).batch(for: items, preferences: .none, today: Self.today, seed: seed)
            let chef = OfflineChef(lexicon: lexicon)
            let german = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed, wishes: Self.german)
            let english = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed, wishes: Self.english)
            #expect(!english.ideas.isEmpty)
            #expect(OfflineChefCheck.content(english.ideas) == OfflineChefCheck.content(alone.ideas), "seed \(seed)")
            #expect(english.ideas.map(\.name) == alone.ideas.map(\.name), "seed \(seed)")
            #expect(german.ideas.count == english.ideas.count, "seed \(seed)")
            // The same dishes: the same foods and the same steps, idea by idea.
            #expect(german.ideas.map(\.ingredients.count) == english.ideas.map(\.ingredients.count), "seed \(seed)")
            #expect(german.ideas.map(\.preparationSteps.count) == english.ideas.map(\.preparationSteps.count), "seed \(seed)")
        }
    }

    /// A food typed by a particular name German uses too keeps it in German ideas: a dish
    /// called by its own name ("rajma"), an English name German writes as one word
    /// ("mango pickle"), and a German name after the usual one ("Kichererbsencurry"),
    /// where the food's usual German name ("Gemüsecurry", "Limettenpickle") said less.
    @Test func aFoodTypedByAParticularNameKeepsItInGerman() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        for (typed, kept) in [("rajma", "Rajma"), ("mango pickle", "Mangopickle"), ("Kichererbsencurry", "Kichererbsencurry")] {
            let items = Self.items("\(typed), chicken, basmati rice, naan bread, cucumber, natural yoghurt")
            let ideas = (0..<8 as Range<UInt64>).flatMap { chef.batch(for: items, preferences: .none, today: Self.today, seed: $0, wishes: Self.german).ideas }
            let text = ideas.flatMap(Self.texts).joined(separator: "\n")
            #expect(text.contains(kept), "\(typed): \(text)")
            #expect(!text.contains("Gemüsecurry") && !text.contains("Limettenpickle"), "\(typed): \(text)")
        }
    }

    /// A potato box names no plain potato again: "Kartoffelbox mit Feta und Kirschtomaten",
    /// never "… mit Feta, Kartoffel und …".
    @Test func aPotatoBoxNamesItsPotatoOnce() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = Self.items("potatoes, feta, cherry tomatoes, cucumber, eggs, ham, cheddar")
        let names = (0..<24 as Range<UInt64>).flatMap { chef.batch(for: items, preferences: .none, today: Self.today, seed: $0, wishes: Self.german).ideas.map(\.name) }
        let boxes = names.filter { $0.hasPrefix("Kartoffelbox") }
        #expect(!boxes.isEmpty, "\(names)")
        for name in boxes {
            let listed = name.split { !$0.isLetter }.dropFirst()
            #expect(!listed.contains("Kartoffel") && !listed.contains("Kartoffeln"), "\(name)")
        }
    }

    /// A German idea weighs what its English twin does, line by line: the estimate reads
    /// the German chef's amounts ("2 kleine", "1 EL", "1 Becher", "½ Dose") as the English
    /// ones, and neither counts the water potatoes boil in.
    @Test func aGermanIdeaIsEstimatedAsItsEnglishTwin() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let estimator = NutritionEstimator(lexicon: lexicon, table: try NutritionTable.bundled())
        let chef = OfflineChef(lexicon: lexicon)
        let items = Self.items(
            "potatoes, feta, cherry tomatoes, cucumber, natural yoghurt, mango pickle, ham, eggs, wholemeal bread, spinach, garlic, rice, "
                + "chicken, broccoli, tin of chickpeas, peanut butter, wraps, hummus, pasta, pesto, grapes, crackers")
        var compared = 0
        for seed in 0..<12 as Range<UInt64> {
            let english = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed, wishes: Self.english).ideas
            let german = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed, wishes: Self.german).ideas
            for (idea, twin) in zip(english, german) {
                let grams = estimator.estimate(idea).lines.map(\.grams)
                #expect(grams == estimator.estimate(twin).lines.map(\.grams), "\(idea.ingredients) / \(twin.ingredients)")
                #expect(!idea.ingredients.contains("water") || !estimator.estimate(idea).lines.contains { $0.food == "water" })
                compared += 1
            }
        }
        #expect(compared >= 36)
    }

    // Feature: lunchbox-prep, Property 32: For any kitchen and diets, no offline idea asked in German has a line the dietary guard, reading German, flags or cannot check.
    /// For any lexicon foods and diets, no German offline idea has a line the dietary
    /// guard, reading German, flags or cannot check: the German names keep what the diet
    /// needs ("gluten free bread" stays as typed; "Dosenlachs" is still fish).
    @Test func noGermanIdeaBreaksTheDiet() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let guardian = DietaryGuard(lexicon: lexicon)
        let produced = Tally()
        await propertyCheck(count: 100, input: KitchenGenerators.lexiconKitchen(lexicon), Generators.dietaryPreferences, KitchenGenerators.seed) { items, preferences, seed in
            let batch = chef.batch(for: items, preferences: preferences, today: Self.today, seed: seed, wishes: Self.german)
            if !batch.ideas.isEmpty { produced.add() }
            for idea in batch.ideas {
                let verdict = guardian.verdict(for: idea, preferences: preferences, language: .german)
                #expect(verdict.violations.isEmpty, "\(idea.name): \(verdict.reasons)")
                if !preferences.isEmpty { #expect(verdict.unverified.isEmpty, "\(idea.name): \(verdict.unverified.map(\.ingredient))") }
            }
        }
        // About one kitchen in five of any names with diets gives ideas; at least a few must.
        #expect(produced.count >= 5, "only \(produced.count) of 100 kitchens gave ideas")
    }

    /// Any kitchen and seed: German makes as many lunches as English, and fills every gap.
    @Test func anyKitchenMakesAsManyLunchesInGermanWithEveryGapFilled() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let produced = Tally()
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(), KitchenGenerators.seed) { items, seed in
            let english = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed)
            let german = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed, wishes: Self.german)
            if !german.ideas.isEmpty { produced.add() }
            #expect(german.ideas.count == english.ideas.count, "\(items.map(\.name)) seed \(seed)")
            for idea in german.ideas {
                for text in Self.texts(idea) {
                    #expect(!text.contains("{"), "\(idea.name): \(text)")
                }
            }
        }
        #expect(produced.count >= 30, "only \(produced.count) of 100 kitchens gave ideas")
    }
}
