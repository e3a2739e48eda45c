import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// Issue 14, item 2: no idea uses food past its best-before date without saying so.
@Suite("Expired food in ideas")
struct ExpiredFoodTests {
    /// Kitchen items with dates around `today`: some past, some soon, some none, some
    /// marked best before or use by.
    private static func datedKitchen() -> Generator<(items: [InventoryItem], today: CalendarDay), some SendableSequenceType> {
        let kinds = Gen.element(of: [DateKind?.none, .bestBefore, .useBy]).compactMap { $0 }.array(of: 25)
        return zip(
            KitchenGenerators.inventoryName.array(of: 3...25), Gen.int(in: -6...8).optional(valueRate: 0.7).array(of: 25), kinds, Generators.calendarDay
        ).map { names, offsets, kinds, today -> (items: [InventoryItem], today: CalendarDay) in
            let items = names.enumerated().map { index, name in
                InventoryItem(name: name, bestBefore: offsets[index].map { today.adding(days: $0) }, dateKind: kinds[index])
            }
            return (items, today)
        }
    }

    /// For any kitchen and day, the offline chef uses food past its date only as a cook
    /// would: at most two days past a best-before date and only food dated for quality
    /// (bread, cheese, fruit, vegetables), never meat, fish, cooked food or chilled dips
    /// past theirs; every such item is flagged on the idea and named in the batch note.
    @Test func theOfflineChefUsesFoodPastItsDateOnlyWhenACookWould() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        let withExpired = Tally()
        await propertyCheck(count: 100, input: Self.datedKitchen(), KitchenGenerators.seed) { kitchen, seed in
            let batch = chef.batch(for: kitchen.items, preferences: .none, today: kitchen.today, seed: seed)
            guard !batch.ideas.isEmpty else { return }
            let expired = kitchen.items.filter { ($0.bestBefore ?? kitchen.today) < kitchen.today }
            // Names as the chef reads them: without the amount typed into them.
            let read = { (item: InventoryItem) in KitchenEntry.entry(from: item.name).name.lowercased() }
            let fresh = Set(kitchen.items.filter { !expired.contains($0) }.map(read))
            if !expired.isEmpty { withExpired.add() }
            let usable = { (item: InventoryItem) -> Bool in
                guard let food = lexicon.food(named: read(item)) ?? lexicon.lookup(read(item)).match?.food else { return true }
                return FoodDating.isUsablePastDate(item, food: food, today: kitchen.today)
            }
            for idea in batch.ideas {
                let use = IdeaKitchenUse(idea: idea, inventory: kitchen.items, today: kitchen.today, lexicon: lexicon)
                for line in idea.ingredients {
                    // An expired name that another, fresh item shares is that item.
                    let bare = (line.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? line).lowercased()
                    // Of the items past their date with this name, the one used is usable.
                    let old = expired.filter { !fresh.contains(read($0)) && bare == read($0) }
                    guard let item = old.first else { continue }
                    #expect(old.contains(where: usable), "\(idea.name) uses \(line), past its date \(item.bestBefore!.isoString) on \(kitchen.today.isoString)")
                    // Two items may read as one name ("tofu" past its use-by, "half a block
                    // of tofu" a day past best-before): the one a cook may use is the one used.
                    let used = old.filter { usable($0) && $0.dateKind != .useBy }
                    #expect(!used.isEmpty, "\(idea.name) uses \(line), past its use-by date")
                    #expect(use.expired.contains { old.map(\.name).contains($0.name) }, "\(idea.name) uses \(item.name) past its date without a warning")
                    #expect(
                        used.contains { batch.shortfall?.checkFirst.contains($0.name) == true }, "the note does not say to check \(used.map(\.name))")
                }
                // A warning only for food the chef may use past its date, or where a fresh
                // item of the same food is what it used ("cheddar" fresh, "sliced cheddar" old).
                for old in use.expired {
                    // ("gluten-free pasta" fresh names "pasta" too).
                    let sameFoodFresh = use.items.contains {
                        $0.freshness != .expired
                            && (lexicon.foodKey(ofLine: $0.name) == lexicon.foodKey(ofLine: old.name) || $0.name.lowercased().hasSuffix(" " + old.name.lowercased()))
                    }
                    // Or the chef used another item of that food a day past its date ("red
                    // pepper"), and the kitchen use names every item of it ("capsicum").
                    let usableOld = kitchen.items.contains {
                        lexicon.foodKey(ofLine: $0.name) == lexicon.foodKey(ofLine: old.name) && ($0.bestBefore ?? kitchen.today) < kitchen.today && usable($0)
                    }
                    #expect(sameFoodFresh || usableOld, "\(idea.name) warns about \(old.name) in \(idea.ingredients)")
                }
            }
        }
        #expect(withExpired.count >= 30, "only \(withExpired.count) of 100 kitchens had expired food and gave ideas")
    }

    /// Issue 37: bread a day past its best-before date makes cheese sandwiches, with a
    /// "check it first" note; ham a day past its date is left out.
    @Test func bestBeforeIsQualityAndUseByIsSafety() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        let kitchen = [
            InventoryItem(name: "bread", bestBefore: today.adding(days: -1)), InventoryItem(name: "cheddar"), InventoryItem(name: "apples"),
            InventoryItem(name: "carrots"), InventoryItem(name: "ham", bestBefore: today.adding(days: -1)),
        ]
        let batch = chef.batch(for: kitchen, preferences: .none, today: today)
        #expect(batch.ideas.contains { $0.ingredients.contains { $0.hasPrefix("bread") } })
        #expect(!batch.ideas.contains { $0.ingredients.contains { $0.hasPrefix("ham") } })
        let note = try #require(batch.shortfall?.message(.english))
        #expect(note.contains("check it looks and smells right first: bread."), "\(note)")
        #expect(note.contains("Left out as past their date: ham."), "\(note)")
    }

    /// Issue 37: a person's mark wins over the food's usual kind, except that meat stays
    /// dated for safety: bread marked "use by" is left out a day past it, hummus marked
    /// "best before" is used with a check, chicken marked "best before" is still left out.
    @Test func aMarkedDateKindDecides() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        let yesterday = today.adding(days: -1)
        let usable = { (name: String, kind: DateKind?) throws -> Bool in
            let food = try #require(lexicon.food(named: name))
            return FoodDating.isUsablePastDate(InventoryItem(name: name, bestBefore: yesterday, dateKind: kind), food: food, today: today)
        }
        #expect(try usable("bread", nil))
        #expect(try !usable("bread", .useBy))
        #expect(try !usable("milk", nil))
        #expect(try usable("milk", .bestBefore))
        #expect(try !usable("chicken", nil))
        #expect(try !usable("chicken", .bestBefore))
        let chef = OfflineChef(lexicon: lexicon)
        let kitchen = [
            InventoryItem(name: "bread", bestBefore: yesterday, dateKind: .useBy), InventoryItem(name: "wraps"), InventoryItem(name: "cheddar"),
            InventoryItem(name: "apples"), InventoryItem(name: "carrots"),
        ]
        let batch = chef.batch(for: kitchen, preferences: .none, today: today)
        #expect(!batch.ideas.isEmpty)
        #expect(!batch.ideas.contains { $0.ingredients.contains { $0.hasPrefix("bread") } })
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
            #expect(use.warnings(Wordings()[.english]).count == use.expired.count)
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
        let english = Wordings()[.english]
        #expect(use.items.map { $0.label(english) } == ["Hummus (past best before)", "wraps", "spinach (use soon)"])
        #expect(use.warnings(english) == ["Hummus is past its best-before date (Nov 23, 2026): check it is still good before using it, or leave it out."])
        #expect(use.summary(english) == "Uses from your kitchen: Hummus (past best before), wraps, spinach (use soon)")
        let german = Wordings()[.german]
        #expect(use.summary(german) == "Nimmt aus deiner Küche: Hummus (MHD überschritten), wraps, spinach (bald verbrauchen)")
        #expect(use.warnings(german).first?.hasPrefix("Hummus hat das Mindesthaltbarkeitsdatum überschritten (23. Nov. 2026)") == true)
    }

    @Test func theChefSaysWhenOnlyExpiredFoodWasLeft() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        // Three days past: beyond what a cook uses even bread and cheese for.
        let kitchen = ["bread", "cheddar", "cucumber", "apples"].map { InventoryItem(name: $0, bestBefore: today.adding(days: -3)) }
        let error = #expect(throws: OfflineChefError.self) { try chef.ideas(for: kitchen, preferences: .none, today: today) }
        #expect(error?.localizedDescription.contains("Left out as past their date: bread, cheddar, cucumber, apples.") == true)
    }

    @Test func thePromptKeepsExpiredFoodOutOfTheIngredients() throws {
        let today = try #require(CalendarDay(isoString: "2026-11-24"))
        let items = [InventoryItem(name: "hummus", bestBefore: today.adding(days: -1)), InventoryItem(name: "wraps")]
        let prompt = PromptBuilder().prompt(for: items, preferences: .none, today: today).user
        #expect(!prompt.contains("- hummus"))
        #expect(prompt.contains("Past their best-before date, so do not use: hummus."))
    }
}
