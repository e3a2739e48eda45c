import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// Issue 14, item 2: no idea uses food past its best-before date without saying so.
@Suite("Expired food in ideas")
struct ExpiredFoodTests {
    /// Kitchen items with best-before days around `today`: some past, some soon, some none.
    private static func datedKitchen() -> Generator<(items: [InventoryItem], today: CalendarDay), some SendableSequenceType> {
        zip(
            KitchenGenerators.inventoryName.array(of: 3...25), Gen.int(in: -6...8).optional(valueRate: 0.7).array(of: 25), Generators.calendarDay
        ).map { names, offsets, today -> (items: [InventoryItem], today: CalendarDay) in
            let items = names.enumerated().map { index, name in InventoryItem(name: name, bestBefore: offsets[index].map { today.adding(days: $0) }) }
            return (items, today)
        }
    }

    /// For any kitchen and day, the offline chef uses no expired item: no ingredient line
    /// is an expired item's name (with or without a portion), and the idea's kitchen use
    /// has nothing to warn about.
    @Test func theOfflineChefNeverUsesExpiredFood() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let withExpired = Tally()
        await propertyCheck(count: 100, input: Self.datedKitchen(), KitchenGenerators.seed) { kitchen, seed in
            guard let ideas = try? chef.ideas(for: kitchen.items, preferences: .none, today: kitchen.today, seed: seed) else { return }
            let expired = kitchen.items.filter { ($0.bestBefore ?? kitchen.today) < kitchen.today }
            // Names as the chef reads them: without the amount typed into them.
            let read = { (item: InventoryItem) in KitchenEntry.entry(from: item.name).name.lowercased() }
            let fresh = Set(kitchen.items.filter { !expired.contains($0) }.map(read))
            if !expired.isEmpty { withExpired.add() }
            for idea in ideas {
                for line in idea.ingredients {
                    // An expired name that another, fresh item shares is that item.
                    let bare = (line.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? line).lowercased()
                    let usesExpired = expired.contains { !fresh.contains(read($0)) && bare == read($0) }
                    #expect(!usesExpired, "\(idea.name) uses \(line), past its date on \(kitchen.today.isoString)")
                }
                // A warning only where a fresh item of the same food is what the chef used
                // ("cheddar" fresh, "200g sliced cheddar" expired): never for food it chose.
                let use = IdeaKitchenUse(idea: idea, inventory: kitchen.items, today: kitchen.today, lexicon: lexicon)
                for old in use.expired {
                    let sameFoodFresh = use.items.contains { $0.freshness != .expired && lexicon.foodKey(ofLine: $0.name) == lexicon.foodKey(ofLine: old.name) }
                    #expect(sameFoodFresh, "\(idea.name) warns about \(old.name) with no fresh item of that food in \(idea.ingredients)")
                }
            }
        }
        #expect(withExpired.count >= 30, "only \(withExpired.count) of 100 kitchens had expired food and gave ideas")
    }

    /// For any kitchen, day and idea (as an AI service might write one, mentioning kitchen
    /// items with amounts), every expired item the idea mentions is flagged with a
    /// warning, and nothing fresh is.
    @Test func anIdeaThatUsesExpiredFoodIsAlwaysFlagged() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let input = zip(Self.datedKitchen(), Gen.int(in: 0...1000).array(of: 1...6), Gen.int(in: 0...2))
        let flagged = Tally()
        await propertyCheck(count: 200, input: input) { kitchen, picks, style in
            let mentioned = picks.map { kitchen.items[$0 % kitchen.items.count] }
            let lines = mentioned.map { item in
                switch style {
                case 0: item.name
                case 1: "\(item.name) (2 tbsp)"
                default: "\(item.name), chopped"
                }
            }
            let idea = LunchBoxIdea(name: "Lunch", ingredients: lines + ["salt"], preparationSteps: ["Pack it."], origin: .ai(model: "m"))
            let use = IdeaKitchenUse(idea: idea, inventory: kitchen.items, today: kitchen.today, lexicon: lexicon)
            let expiredNames = Set(use.expired.map(\.name))
            for item in mentioned where (item.bestBefore ?? kitchen.today) < kitchen.today {
                #expect(expiredNames.contains(item.name), "\(lines) uses \(item.name), past \(item.bestBefore!.isoString), unflagged")
                flagged.add()
            }
            #expect(use.warnings.count == use.expired.count)
            #expect(use.items.filter { $0.freshness == .expired }.allSatisfy { ($0.bestBefore ?? kitchen.today) < kitchen.today })
        }
        #expect(flagged.count >= 100)
    }

    @Test func theWarningSaysWhatAndWhatToDo() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        let kitchen = [
            InventoryItem(name: "Hummus", bestBefore: today.adding(days: -1)), InventoryItem(name: "wraps"),
            InventoryItem(name: "spinach", bestBefore: today.adding(days: 1)), InventoryItem(name: "cheddar"),
        ]
        let idea = LunchBoxIdea(name: "Hummus wrap", ingredients: ["1 wrap", "2 tbsp hummus", "a handful of baby spinach"], preparationSteps: ["Roll."])
        let use = IdeaKitchenUse(idea: idea, inventory: kitchen, today: today, lexicon: lexicon)
        #expect(use.items.map(\.label) == ["Hummus (past best before)", "wraps", "spinach (use soon)"])
        #expect(use.warnings == ["Hummus is past its best-before date (2026-11-23): check it is still good before using it, or leave it out."])
        #expect(use.summary == "Uses from your kitchen: Hummus (past best before), wraps, spinach (use soon)")
    }

    @Test func theChefSaysWhenOnlyExpiredFoodWasLeft() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        let kitchen = ["bread", "cheddar", "cucumber", "apples"].map { InventoryItem(name: $0, bestBefore: today.adding(days: -2)) }
        let error = #expect(throws: OfflineChefError.self) { try chef.ideas(for: kitchen, preferences: .none, today: today) }
        #expect(error?.localizedDescription.contains("Left out as past their best-before date: bread, cheddar, cucumber, apples.") == true)
    }

    @Test func thePromptKeepsExpiredFoodOutOfTheIngredients() throws {
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        let items = [InventoryItem(name: "hummus", bestBefore: today.adding(days: -1)), InventoryItem(name: "wraps")]
        let prompt = PromptBuilder().prompt(for: items, preferences: .none, today: today).user
        #expect(!prompt.contains("- hummus"))
        #expect(prompt.contains("Past their best-before date, so do not use: hummus."))
    }
}
