import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// What reading the ideas as a cook found after the checker was at zero: a side packed as
/// if it were a second one, advice to add a kind of food the kitchen has, two pots for
/// dipping, frozen prawns still "frozen" once thawed, a lime stirred into rice.
@Suite("Offline chef reads as a cook would")
struct OfflineChefReadingTests {
    static let today = CalendarDay(year: 2026, month: 3, day: 2)!

    func batches(_ typed: String, seeds: Range<UInt64> = 0..<8, count: Int = 5) throws -> [ChefBatch] {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon(), maximumIdeas: count)
        let items = KitchenEntry.entries(in: typed).map { InventoryItem(name: $0.name, quantity: $0.quantity) }
        return seeds.map { chef.batch(for: items, preferences: .none, today: Self.today, seed: $0) }
    }

    @Test func aSideCutInOneStepIsPackedAsThatPieceNotAnother() throws {
        let ideas = try batches("bread, cheddar, ham, cucumber, apples, carrots").flatMap(\.ideas)
        let steps = ideas.flatMap(\.preparationSteps)
        #expect(!steps.isEmpty)
        for step in steps where step.hasPrefix("Pack ") {
            #expect(!step.hasPrefix("Pack one of the apples") && !step.hasPrefix("Pack a quarter of"), "\(step)")
        }
        #expect(steps.contains { $0.hasPrefix("Pack the apple in its own compartment") || $0.hasPrefix("Pack the cucumber in its own compartment") })
    }

    @Test func adviceNeverSuggestsAKindOfFoodTheKitchenHas() throws {
        let notes = try batches("firm tofu, brown rice, tin of chickpeas, soy sauce, broccoli, 2 carrots, peanut butter, wholemeal bread, bananas, spinach, apples, hummus").compactMap(
            { $0.shortfall?.message(.english) })
        #expect(!notes.isEmpty)
        for note in notes {
            #expect(!note.contains("such as bread") && !note.contains(" rice,") && !note.contains(" or rice"), "\(note)")
        }
    }

    @Test func aQuesadillaHasOnePotForDipping() throws {
        let ideas = try batches("corn tortillas, cooked chicken, grated cheddar, cherry tomatoes, salsa, sour cream, avocado", seeds: 0..<16).flatMap(\.ideas)
        let quesadillas = ideas.filter { $0.name.hasSuffix("Quesadilla") }
        #expect(!quesadillas.isEmpty)
        for idea in quesadillas {
            #expect(idea.preparationSteps.filter { $0.contains("small pot") }.count <= 1, "\(idea.preparationSteps)")
        }
    }

    @Test func thawedFoodIsNoLongerCalledFrozen() throws {
        let ideas = try batches("frozen prawns, wraps, frozen sweetcorn, apples, rice", seeds: 0..<16).flatMap(\.ideas)
        let drained = ideas.flatMap(\.preparationSteps).filter { $0.contains("prawns and pat them dry") }
        #expect(!drained.isEmpty)
        #expect(drained.allSatisfy { $0.hasPrefix("Drain the thawed prawns") }, "\(drained)")
    }

    @Test func noBatchSaysOnlyNoneAreNew() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon(), maximumIdeas: 5)
        let typed = "2 chicken breasts, brown rice, broccoli, spinach, greek yogurt, blueberries, oats, peanut butter, wholemeal wraps, sweet chilli sauce"
        let items = KitchenEntry.entries(in: typed).map { InventoryItem(name: $0.name, quantity: $0.quantity) }
        let messages = (0..<8 as Range<UInt64>).compactMap { seed -> String? in
            let first = chef.batch(for: items, preferences: .none, today: Self.today, seed: seed)
            return chef.batch(for: items, preferences: .none, today: Self.today, seed: seed + 100, wishes: IdeaWishes(avoid: first.ideas.map(\.name))).shortfall?.message(.english)
        }
        let repeats = messages.filter { $0.contains("new since your last batch") }
        #expect(!repeats.isEmpty, "\(messages)")
        #expect(repeats.allSatisfy { !$0.contains("Only 0") }, "\(repeats)")
        // A kitchen with one lunch in it says so when asked again.
        let tiny = KitchenEntry.entries(in: "bread, cheddar, apples").map { InventoryItem(name: $0.name, quantity: $0.quantity) }
        let first = chef.batch(for: tiny, preferences: .none, today: Self.today, seed: 1)
        let again = chef.batch(for: tiny, preferences: .none, today: Self.today, seed: 2, wishes: IdeaWishes(avoid: first.ideas.map(\.name)))
        #expect(again.ideas.count >= first.ideas.count)
        #expect(again.shortfall?.message(.english).hasPrefix("No lunch is new since your last batch") == true, "\(again.shortfall?.message(.english) ?? "")")
    }

    /// "Boil the eier for 9 minutes, cool it": a kitchen typed in German or Swedish was
    /// written into English steps as typed, with English grammar guessing at the words.
    @Test func foodTypedInAnotherLanguageIsCalledByItsEnglishName() throws {
        let ideas = try batches("Milch, Eier, 2 Äpfel, Vollkornbrot, Gurke, ost, skinka").flatMap(\.ideas)
        #expect(!ideas.isEmpty)
        let typed = ["milch", "eier", "äpfel", "vollkornbrot", "gurke", "ost", "skinka"]
        for idea in ideas {
            let words = Set((idea.name + " " + (idea.ingredients + idea.preparationSteps).joined(separator: " ")).lowercased().split { !$0.isLetter }.map(String.init))
            #expect(words.isDisjoint(with: typed), "\(idea.name): \(idea.ingredients) \(idea.preparationSteps)")
        }
        let text = ideas.flatMap { $0.ingredients + $0.preparationSteps }.joined(separator: " ")
        #expect(text.contains("eggs") || text.contains("apple") || text.contains("cucumber"), "\(text)")
    }

    /// "cucumber (a quarter), cucumber (a quarter)": a kitchen holding one food under two
    /// names put it in a lunch twice.
    @Test func oneFoodTypedTwiceGoesInALunchOnce() throws {
        let ideas = try batches("cucumber, Gurke, concombre, eggs, 2 Eier, bread, apples, Äpfel").flatMap(\.ideas)
        #expect(!ideas.isEmpty)
        for idea in ideas {
            let foods = idea.ingredients.map { $0.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? $0 }
            #expect(Set(foods).count == foods.count, "\(idea.name): \(idea.ingredients)")
        }
    }
}
