import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Packing and planning the week")
struct PackingUseCaseTests {
    @Test func amountsAreReadOnceForTheKitchenAndThePacking() {
        #expect(KitchenEntry.entry(from: "6 eggs").amount == KitchenAmount(value: 6, unit: ""))
        #expect(KitchenEntry.entry(from: "500 g pasta").amount == KitchenAmount(value: 500, unit: "g"))
        #expect(KitchenEntry.entry(from: "half a block of feta").amount == KitchenAmount(value: 0.5, unit: "block"))
        #expect(KitchenEntry.entry(from: "tin of tuna").amount == KitchenAmount(value: 1, unit: "tin"))
        #expect(KitchenAmount(reading: "2 cups") == KitchenAmount(value: 2 * 236.588_236_5, unit: "ml"))
        #expect(KitchenAmount(reading: "1.5 kg") == KitchenAmount(value: 1500, unit: "g"))
        #expect(KitchenAmount(reading: "75 g uncooked") == KitchenAmount(value: 75, unit: "g"))
        #expect(KitchenAmount(reading: "some") == nil)
        #expect(KitchenAmount(reading: "") == nil)
        #expect(KitchenAmount(reading: "half a tin")?.text == "half a tin")
    }

    @Test func anUnreadableAmountIsAskedAboutNeverGuessed() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.addInventoryItems([
            InventoryItem(name: "eggs", quantity: "6"), InventoryItem(name: "cheddar"), InventoryItem(name: "feta", quantity: "half a block"),
        ])
        let meal = try await useCases.plan.addMeal(description: "Frittata", components: ["eggs (2)", "cheddar (40 g)", "feta (40 g)", "salt"])
        let packed = try await useCases.packing.packMeal(id: meal.id)
        #expect(packed.packing.questions.map(\.prompt) == ["Any cheddar left?", "Any feta left?"])
        let left = try await database.inventory().items.map(\.displayText)
        #expect(left == ["eggs (4)", "cheddar", "feta (half a block)"])
    }

    @Test func anAnswerGivenWithThePackingIsPartOfIt() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.addInventoryItems([InventoryItem(name: "eggs", quantity: "2"), InventoryItem(name: "cheddar")])
        let meal = try await useCases.plan.addMeal(description: "Frittata", components: ["eggs (2)", "cheddar (40 g)"])
        let packed = try await useCases.packing.packMeal(id: meal.id, answers: ["Cheddar": .noneLeft])
        #expect(packed.packing.questions.isEmpty)
        #expect(try await database.inventory().items.isEmpty)
        try await useCases.packing.undo(id: packed.id)
        #expect(try await database.inventory().items.map(\.displayText) == ["eggs (2)", "cheddar"])
    }

    @Test func aDoubleClickPacksOnceAndPackingAgainAfterUndoEarnsNothingMore() async throws {
        let (useCases, database) = try TestUseCases.make()
        let today = CalendarDay(year: 2026, month: 11, day: 23)!
        try await database.addInventoryItems([InventoryItem(name: "eggs", quantity: "2", bestBefore: today.adding(days: 2))])
        let meal = try await useCases.plan.addMeal(description: "Eggs", components: ["eggs (2)"])
        func usedInTime() async throws -> Int {
            try await database.currentPlayProgress(at: TestUseCases.monday).progress.total(.itemsUsedInTime)
        }
        let first = try await useCases.packing.packMeal(id: meal.id)
        #expect(first.earnedCredit)
        #expect(try await usedInTime() == 1)
        await #expect(throws: PackingError.alreadyPacked("Eggs")) { try await useCases.packing.packMeal(id: meal.id) }
        try await useCases.packing.undo(id: first.id)
        await #expect(throws: PackingError.nothingToUndo) { try await useCases.packing.undo(id: first.id) }
        let again = try await useCases.packing.packMeal(id: meal.id)
        #expect(!again.earnedCredit)
        #expect(try await database.inventory().items.isEmpty)
        #expect(try await usedInTime() == 1)
    }

    @Test func theUndoMessagePutsThePackingBack() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.addInventoryItems([InventoryItem(name: "eggs", quantity: "2")])
        let meal = try await useCases.plan.addMeal(description: "Eggs", components: ["eggs (2)"])
        let offer = await useCases.undo.offer(try await useCases.packing.packMeal(id: meal.id))
        #expect(try await database.inventory().items.isEmpty)
        try await useCases.undo.undo(offer.token)
        #expect(try await database.inventory().items.map(\.displayText) == ["eggs (2)"])
    }

    @Test func planMyWeekFillsEmptyDaysFromStockHonouringDietsAndUndoesWhole() async throws {
        let (useCases, database) = try TestUseCases.make()
        let today = CalendarDay(year: 2026, month: 11, day: 23)!
        try await database.addInventoryItems([
            InventoryItem(name: "spinach", quantity: "1 bag", bestBefore: today.adding(days: 1)), InventoryItem(name: "eggs", quantity: "6"),
            InventoryItem(name: "bread", quantity: "1 loaf"), InventoryItem(name: "cheddar", quantity: "200 g"),
        ])
        _ = try await useCases.plan.addMeal(description: "Ham sandwich", protein: "ham", carb: "bread")
        _ = try await useCases.plan.addMeal(description: "Spinach omelette", protein: "eggs", components: ["spinach"])
        let typed = try await useCases.plan.addMeal(description: "Already there", protein: "chicken")
        let week = PlanWeek(containing: today)
        _ = try await useCases.plan.assign(mealID: typed.id, to: [today.adding(days: 2)])
        let mealsBefore = try await useCases.plan.meals()

        let plan = try await useCases.autoPlan.planWeek(week, diets: DietaryPreferences([.vegetarian]))
        #expect(plan.days.first?.usesFromKitchen.first == "spinach (use soon)")
        #expect(!plan.days.contains { $0.planned.meal.description == "Ham sandwich" })
        #expect(!plan.days.contains { $0.planned.assignment.day == today.adding(days: 2) })
        let descriptions = plan.days.map(\.planned.meal.description)
        #expect(Set(descriptions).count == descriptions.count)

        try await useCases.autoPlan.undo(planID: plan.id)
        #expect(try await useCases.plan.plannedMeals(in: week).map(\.meal.description) == ["Already there"])
        #expect(try await useCases.plan.meals() == mealsBefore)
    }

    @Test func foodPastItsDateOnADayIsNotCountedAsInTheKitchenThatDay() throws {
        let lexicon = try FoodLexicon.bundled()
        let monday = CalendarDay(year: 2026, month: 11, day: 23)!
        let days = (0..<4).map { monday.adding(days: $0) }
        let spinach = InventoryItem(name: "spinach", quantity: "1 bag", bestBefore: monday.adding(days: 1))
        let candidates = ["Spinach omelette", "Spinach wrap", "Spinach pasta", "Spinach rice"].map {
            WeekAutoPlanner.Candidate(meal: Meal(description: $0, otherComponents: ["spinach"], createdAt: Date(timeIntervalSince1970: 0)), source: .library)
        }
        let choices = WeekAutoPlanner(lexicon: lexicon).plan(days: days, candidates: candidates, kitchen: [spinach], diets: .none)
        #expect(choices.count == 4)
        // Monday and Tuesday use the bag; by Wednesday it is past its date and must be bought.
        #expect(choices.map { !$0.usesFromKitchen.isEmpty } == [true, true, false, false])
    }

    @Test func aSwappedDayGetsAnotherMealAndTheShoppingListFollows() async throws {
        let (useCases, database) = try TestUseCases.make()
        let today = CalendarDay(year: 2026, month: 11, day: 23)!
        try await database.addInventoryItems([InventoryItem(name: "eggs", quantity: "6"), InventoryItem(name: "bread", quantity: "1 loaf")])
        _ = try await useCases.plan.addMeal(description: "Egg sandwich", components: ["eggs", "bread"])
        for (index, food) in ["tuna", "hummus", "ham", "chicken", "tofu", "falafel", "salmon", "prawns", "turkey", "lentils"].enumerated() {
            _ = try await useCases.plan.addMeal(description: "Lunch \(index + 1)", protein: food)
        }
        let week = PlanWeek(containing: today)
        let plan = try await useCases.autoPlan.planWeek(week)
        let first = try #require(plan.days.first)
        let swapped = try await useCases.autoPlan.swap(planID: plan.id, day: first.planned.assignment.day)
        #expect(swapped.planned.meal.description != first.planned.meal.description)
        let onDay = try await useCases.plan.plannedMeals(in: week).filter { $0.assignment.day == first.planned.assignment.day }
        #expect(onDay.map(\.meal.description) == [swapped.planned.meal.description])
        let list = try await useCases.plan.shoppingList(for: week)
        #expect(list.plannedMealCount == plan.days.count)
    }

    @Test func buyingAndPackingCloseTheLoop() async throws {
        let (useCases, database) = try TestUseCases.make()
        let today = CalendarDay(year: 2026, month: 11, day: 23)!
        let week = PlanWeek(containing: today)
        let meal = try await useCases.plan.addMeal(description: "Cheese toastie", protein: "cheddar (40 g)", carb: "bread (2 slices)")
        _ = try await useCases.plan.assign(mealID: meal.id, to: [today])
        #expect(try await useCases.plan.shoppingList(for: week).toBuy.map(\.name).sorted() == ["bread", "cheddar"])
        // Bought: into the kitchen, off the list.
        try await useCases.plan.markBought("cheddar", in: week, addToKitchen: true)
        try await database.addInventoryItems([InventoryItem(name: "bread", quantity: "8 slices")])
        #expect(try await useCases.plan.shoppingList(for: week).toBuy.isEmpty)
        // Packed: the bread is counted down; the cheddar, bought without an amount, is asked about.
        let packed = try await useCases.packing.packMeal(id: meal.id, answers: ["cheddar": .noneLeft])
        #expect(packed.packing.questions.isEmpty)
        #expect(try await database.inventory().items.map(\.displayText) == ["bread (6 slices)"])
        // Used up by the very meal it was bought for: listed as bought this week, not to buy again.
        let after = try await useCases.plan.shoppingList(for: week)
        #expect(after.items.map(\.name) == ["cheddar"])
        #expect(after.toBuy.isEmpty)
    }
}
