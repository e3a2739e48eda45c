import Foundation
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Repository contract: packing and auto-planned weeks")
struct PackingContractTests {
    @Test("Pack takes from the kitchen in one go, refuses a second packing, and undo puts every item back", arguments: StoreUnderTest.allCases)
    func packAndUndo(_ kind: StoreUnderTest) async throws {
        let lexicon = try KitchenGenerators.lexicon()
        try await kind.run { store in
            let kitchen = try await store.addInventoryItems([
                InventoryItem(name: "Milk", quantity: "1 l"),
                InventoryItem(name: "cheddar", quantity: "200 g", bestBefore: day("2026-11-30"), dateKind: .bestBefore),
                // A used-up item comes back with its date and what the date means.
                InventoryItem(name: "ham", quantity: "100 g", bestBefore: day("2026-11-26"), dateKind: .useBy),
            ])
            let packed = try await store.pack(sourceKey: "meal:cheese", name: "Cheese and eggs", day: day("2026-11-24"), at: contractNow) { items in
                Packing(ingredients: ["40 g cheddar", "100 g ham"], items: items, lexicon: lexicon, staples: [])
            }
            #expect(packed.name == "Cheese and eggs" && packed.sourceKey == "meal:cheese" && packed.day == day("2026-11-24") && packed.earnedCredit)
            #expect(packed.packing.uses.map(\.taken) == ["40 g", "100 g"])
            #expect(packed.packing.usedUp.map(\.name) == ["ham"])
            #expect(try await store.inventory().items.map(\.quantity) == ["1 l", "160 g"])
            await #expect(throws: PackingError.alreadyPacked("Cheese and eggs")) {
                // The phone works the packing out before the server can refuse it, so the
                // contract says only that nothing is taken twice.
                try await store.pack(sourceKey: "meal:cheese", name: "Cheese and eggs", day: day("2026-11-24"), at: contractNow) { items in
                    Packing(ingredients: ["40 g cheddar"], items: items, lexicon: lexicon, staples: [])
                }
            }
            #expect(try await store.inventory().items.map(\.quantity) == ["1 l", "160 g"])
            #expect(try await store.undoPacking(id: packed.id) == "Cheese and eggs")
            #expect(try await store.inventory().items == kitchen)
            await #expect(throws: PackingError.nothingToUndo) { try await store.undoPacking(id: packed.id) }
            let again = try await store.pack(sourceKey: "meal:cheese", name: "Cheese and eggs", day: day("2026-11-24"), at: contractNow) { items in
                Packing(ingredients: ["40 g cheddar"], items: items, lexicon: lexicon, staples: [])
            }
            #expect(!again.earnedCredit)
        }
    }

    @Test("A packing that throws changes nothing; packings at once each take from what the other left", arguments: StoreUnderTest.allCases)
    func packThrowsAndRaces(_ kind: StoreUnderTest) async throws {
        let lexicon = try KitchenGenerators.lexicon()
        try await kind.run { store in
            _ = try await store.addInventoryItems([InventoryItem(name: "cheddar", quantity: "200 g")])
            struct Refused: Error {}
            await #expect(throws: Refused.self) {
                try await store.pack(sourceKey: "meal:x", name: "X", day: day("2026-11-24"), at: contractNow) { _ in throw Refused() }
            }
            #expect(try await store.inventory().items.map(\.quantity) == ["200 g"])
            // Five lunches at once, 20 g each: all land and none takes from a stale kitchen.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<5 {
                    group.addTask {
                        _ = try await store.pack(sourceKey: "meal:\(index)", name: "Lunch \(index)", day: day("2026-11-24"), at: contractNow) { items in
                            Packing(ingredients: ["20 g cheddar"], items: items, lexicon: lexicon, staples: [])
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await store.inventory().items.map(\.quantity) == ["100 g"])
        }
    }

    @Test("A packing that writes another item, or leaves less than nothing, is refused and changes nothing", arguments: StoreUnderTest.allCases)
    func forgedPackings(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let (kitchen, real) = try await Self.eggsAndSaffron(in: store)
            // Issue 39, item 7: the use's "after" carries the saffron's id, or -40 eggs.
            // And the ways past the first check: a line break or a Unicode minus before the 40.
            let forges: [(inout [String: Any]) -> Void] = [
                { after in after["id"] = kitchen[1].id.uuidString }, { after in after["quantity"] = "-40" }, { after in after["quantity"] = "\n-40" },
                { after in after["quantity"] = "\u{2212}40" },
            ]
            for forge in forges {
                let forged = try Self.forged(real) { _, after in forge(&after) }
                await #expect(throws: PackingError.inconsistent) {
                    try await store.pack(sourceKey: "meal:forged", name: "Forged", day: day("2026-11-24"), at: contractNow) { _ in forged }
                }
                #expect(try await store.inventory().items == kitchen)
            }
        }
    }

    /// What scripts/attack found past the checks above: the caller's "before" was kept
    /// for undo and its "after" could rename the item.
    @Test("A packing writes back only an amount, and undo puts back the item as it was stored", arguments: StoreUnderTest.allCases)
    func packingTakesOnlyAnAmount(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let (kitchen, real) = try await Self.eggsAndSaffron(in: store)
            let forged = try Self.forged(real) { before, after in
                before["name"] = "FORGED BEFORE"
                before["quantity"] = "99 kg"
                after["name"] = "GONE"
            }
            let packed = try await store.pack(sourceKey: "meal:forged", name: "Forged", day: day("2026-11-24"), at: contractNow) { _ in forged }
            #expect(try await store.inventory().items.map(\.displayText) == ["eggs (4)", "saffron (1 jar)"])
            _ = try await store.undoPacking(id: packed.id)
            #expect(try await store.inventory().items == kitchen)
            // One item used twice in one packing is no packing.
            let twice = try Self.editedUses(real) { uses in uses = [uses[0], uses[0]] }
            await #expect(throws: PackingError.inconsistent) {
                try await store.pack(sourceKey: "meal:twice", name: "Twice", day: day("2026-11-24"), at: contractNow) { _ in twice }
            }
        }
    }

    /// A kitchen of 6 eggs and a jar of saffron, and the honest packing of a lunch with 2 eggs.
    private static func eggsAndSaffron(in store: any UseCases.Store) async throws -> (kitchen: [InventoryItem], packing: Packing) {
        let kitchen = try await store.addInventoryItems([InventoryItem(name: "eggs", quantity: "6"), InventoryItem(name: "saffron", quantity: "1 jar")])
        return (kitchen, Packing(ingredients: ["eggs (2)"], items: kitchen, lexicon: try KitchenGenerators.lexicon(), staples: []))
    }

    /// `packing` as a phone could send it: its first use's `before` and `after` edited as
    /// JSON, as a hand-made request would be.
    private static func forged(_ packing: Packing, edit: (inout [String: Any], inout [String: Any]) -> Void) throws -> Packing {
        try editedUses(packing) { uses in
            guard var before = uses[0]["before"] as? [String: Any], var after = uses[0]["after"] as? [String: Any] else { return }
            edit(&before, &after)
            uses[0]["before"] = before
            uses[0]["after"] = after
        }
    }

    private static func editedUses(_ packing: Packing, _ edit: (inout [[String: Any]]) -> Void) throws -> Packing {
        var object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(packing)) as? [String: Any])
        var uses = try #require(object["uses"] as? [[String: Any]])
        edit(&uses)
        object["uses"] = uses
        return try JSONDecoder().decode(Packing.self, from: try JSONSerialization.data(withJSONObject: object))
    }

    @Test("Auto plan: apply skips days planned meanwhile, swap replaces a day, meal ids, undo removes what it added", arguments: StoreUnderTest.allCases)
    func autoPlan(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let soup = try await store.addMeal(Meal(description: "Soup", createdAt: contractNow))
            _ = try await store.assignMeal(id: soup.id, to: [day("2026-11-25")], at: contractNow)
            let wrap = WeekAutoPlanner.Candidate(meal: Meal(description: "Wrap", createdAt: contractNow), source: .chef)
            let choices = [
                WeekAutoPlanner.Choice(day: day("2026-11-24"), candidate: wrap, usesFromKitchen: []),
                WeekAutoPlanner.Choice(day: day("2026-11-25"), candidate: wrap, usesFromKitchen: []),
                WeekAutoPlanner.Choice(
                    day: day("2026-11-26"), candidate: WeekAutoPlanner.Candidate(meal: soup, source: .library), usesFromKitchen: ["spinach (use soon)"]),
            ]
            let id = UUID()
            let planned = try await store.applyAutoPlan(id: id, choices: choices, at: contractNow)
            #expect(planned.map(\.assignment.day) == [day("2026-11-24"), day("2026-11-26")])
            #expect(planned.map(\.meal.description) == ["Wrap", "Soup"])
            #expect(try await store.meals().map(\.description) == ["Soup", "Wrap"])
            #expect(try await store.autoPlanMealIDs(id: id) == Set(planned.map(\.meal.id)))

            let salad = WeekAutoPlanner.Candidate(meal: Meal(description: "Salad", createdAt: contractNow), source: .favorite)
            let swapped = try await store.swapAutoPlannedDay(id: id, choice: WeekAutoPlanner.Choice(day: day("2026-11-24"), candidate: salad, usesFromKitchen: []), at: contractNow)
            #expect(swapped.meal.description == "Salad" && swapped.assignment.day == day("2026-11-24"))
            // The wrap was the plan's own and nothing else plans it: it leaves the library.
            #expect(try await store.meals().map(\.description) == ["Soup", "Salad"])
            await #expect(throws: PackingError.dayNotInPlan(day("2026-11-25"))) {
                try await store.swapAutoPlannedDay(id: id, choice: WeekAutoPlanner.Choice(day: day("2026-11-25"), candidate: salad, usesFromKitchen: []), at: contractNow)
            }
            #expect(try await store.autoPlanMealIDs(id: id) == [soup.id, swapped.meal.id])

            #expect(try await store.undoAutoPlan(id: id) == 2)
            let week = day("2026-11-23")...day("2026-11-29")
            #expect(try await store.plannedMeals(in: week).map(\.assignment.day) == [day("2026-11-25")])
            #expect(try await store.meals().map(\.description) == ["Soup"])
            await #expect(throws: PackingError.planNotFound) { try await store.undoAutoPlan(id: id) }
            await #expect(throws: PackingError.planNotFound) { try await store.autoPlanMealIDs(id: UUID()) }
        }
    }
}
