import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import PropertyBased
import Testing

@Suite("Plan use case")
struct PlanUseCaseTests {
    private static let idea = LunchBoxIdea(name: "Chicken rice box", ingredients: ["chicken breast", "rice", "cucumber"], preparationSteps: ["Pack."])

    @Test func addingTheSameIdeaTwiceKeepsOneMeal() async throws {
        // Rule: an idea whose meal the library already holds (same description, protein,
        // carb and components) reuses that meal; a different override makes a new one.
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
        let first = try await useCases.plan.addRecentIdea(number: 1)
        let again = try await useCases.plan.addIdea(id: Self.idea.id)
        #expect(first.isNew && !again.isNew)
        #expect(first.meal.id == again.meal.id)
        #expect(try await useCases.plan.meals().count == 1)
        #expect(first.meal.primaryProtein == "chicken breast" && first.meal.primaryCarb == "rice")
        let withCarb = try await useCases.plan.addRecentIdea(number: 1, carb: "wrap")
        #expect(withCarb.isNew)
        #expect(try await useCases.plan.meals().count == 2)
    }

    @Test func aPlannedMealNeedsAYesBeforeItGoes() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup", protein: "lentils")
        let now = try await useCases.plan.calendarNow()
        try await useCases.plan.assign(mealID: meal.id, to: [now.today, now.today.adding(days: 2)])
        await #expect(throws: PlannerError.mealIsPlanned(description: "Soup", days: [now.today, now.today.adding(days: 2)])) {
            try await useCases.plan.deleteMeal(id: meal.id, confirmed: false)
        }
        #expect(try await useCases.plan.meals().count == 1, "nothing was deleted")
        let deleted = try await useCases.plan.deleteMeal(id: meal.id, confirmed: true)
        #expect(deleted.plannedDays.count == 2)
        #expect(try await useCases.plan.plannedMeals(in: now.currentWeek).isEmpty)
        let unplanned = try await useCases.plan.addMeal(description: "Salad")
        #expect(try await useCases.plan.deleteMeal(id: unplanned.id, confirmed: false).plannedDays.isEmpty)
    }

    @Test func theShoppingListMatchesByFoodWithSynonymsAndPlurals() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Veg box", protein: "eggs", carb: "Rice", components: ["zucchini", "Cherry tomato", "capsicum", "tomatoes"])
        try await useCases.plan.assign(mealID: meal.id, to: [try await useCases.plan.calendarNow().today])
        try await useCases.inventory.add(name: "2 courgettes")
        try await useCases.inventory.add(name: "cherry tomatoes", quantity: "a punnet")
        try await useCases.inventory.add(name: "Red pepper")
        try await useCases.inventory.add(name: "egg")
        let week = try await useCases.plan.calendarNow().currentWeek
        let list = try await useCases.plan.shoppingList(for: week)
        // Courgettes cover zucchini, cherry tomatoes cover cherry tomato, a red pepper is a
        // bell pepper (capsicum), an egg covers eggs; plain tomatoes are another food.
        #expect(list.items.map(\.name) == ["Rice", "tomatoes"])
    }

    // A food the kitchen holds (by the lexicon's food) is on the list only when its amount
    // falls short of what the meals need, and then with how much more to buy.
    @Test func aFoodInTheKitchenIsOnTheListOnlyWhenShort() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        await propertyCheck(count: 100, input: PlannerGenerators.filterableMeal.array(of: 1...6), Generators.inventoryItems(0...8)) { meals, kitchen in
            let list = ShoppingList(plannedMeals: meals, inventory: kitchen, lexicon: lexicon)
            let held = Set(kitchen.map { lexicon.sameFoodKey(for: $0.name) })
            for item in list.items where held.contains(lexicon.sameFoodKey(for: item.name)) {
                #expect(item.amount.flatMap { KitchenAmount(reading: $0) }.map { !$0.isNothing } == true, "\(item.name) held and listed with \(item.amount ?? "no amount")")
            }
        }
    }

    @Test func theCalendarFileNamesTheWeek() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Wrap")
        let now = try await useCases.plan.calendarNow()
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let file = try await useCases.plan.calendarFile(for: now.currentWeek)
        #expect(file.eventCount == 1)
        #expect(file.filename == "lunchbox-\(now.currentWeek.start.isoString).ics")
        #expect(file.text.contains("SUMMARY:Wrap"))
    }
}

@Suite("Planning an idea in one step")
struct PlanIdeaTests {
    private static let idea = LunchBoxIdea(name: "Chicken rice box", ingredients: ["chicken breast", "rice"], preparationSteps: ["Pack."])

    @Test func anIdeaIsPlannedOnTheDayAndItsMealIsReused() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
        let days = useCases.plan.upcomingDays()
        let today = try await useCases.plan.calendarNow().today
        #expect(days.count == 7 && days[0] == today)
        let first = try await useCases.plan.planIdea(id: Self.idea.id, on: days[2])
        let second = try await useCases.plan.planIdea(id: Self.idea.id, on: days[3])
        #expect(first.meal.id == second.meal.id, "one library meal")
        let meals = try await useCases.plan.meals()
        let planned = try await useCases.plan.allPlannedMeals()
        #expect(meals.count == 1)
        #expect(planned.map(\.day) == [days[2], days[3]])
    }

    /// Issue 38, item 8: a favorite planned once is a library meal; the picker lists it
    /// there only, not twice.
    @Test func thePickerListsAPlannedFavoriteOnce() async throws {
        let (useCases, database) = try TestUseCases.make()
        let other = LunchBoxIdea(name: "Egg wrap", ingredients: ["eggs", "wraps"], preparationSteps: ["Roll."])
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea, other], origin: .offlineChef))
        _ = try await useCases.favorites.save(ideaID: Self.idea.id)
        _ = try await useCases.favorites.save(ideaID: other.id)
        _ = try await useCases.plan.planIdea(id: Self.idea.id, on: useCases.plan.upcomingDays()[1])
        let library = try await useCases.plan.meals()
        let picked = useCases.plan.favoritesToPick(try await useCases.favorites.list(), library: library)
        #expect(library.map(\.description) == ["Chicken rice box"])
        #expect(picked.map(\.name) == ["Egg wrap"])
    }
}

@Suite("Adding several foods at once")
struct AddTypedTests {
    @Test func aListAddsEachFoodAndOneBadEntryAddsNothing() async throws {
        let (useCases, _) = try TestUseCases.make()
        let added = try await useCases.inventory.add(typed: "eggs, bread, 2 apples")
        #expect(added.map(\.displayText) == ["eggs", "bread", "apples (2)"])
        await #expect(throws: (any Error).self) {
            try await useCases.inventory.add(typed: "milk, \(String(repeating: "x", count: 101))")
        }
        let items = try await useCases.inventory.items()
        #expect(items.count == 3, "the valid milk was not added either")
        // One food keeps the quantity field, and is taken as typed.
        let one = try await useCases.inventory.add(typed: "cheddar", quantity: "200 g")
        #expect(one.map(\.displayText) == ["cheddar (200 g)"])
    }
}
