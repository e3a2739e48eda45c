import Foundation
import LunchBoxCore
import LunchBoxHouseholdClient
import LunchBoxLive
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Use-case contract: the same answers and words on this device and on the household's server")
struct UseCaseContractTests {
    @Test("The kitchen: add, change, remove and empty give the same items and the same words", arguments: UseCasesUnderTest.allCases)
    func kitchen(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let kitchen = household.kitchen
            #expect(try await kitchen.items().isEmpty)
            let carrots = try await kitchen.add(name: "  Carrots ", quantity: "3", bestBefore: nil, dateKind: nil)
            #expect(carrots.name == "Carrots")
            #expect(carrots.quantity == "3")
            let milk = try await kitchen.add(name: "Milk", quantity: "1 l", bestBefore: CalendarDay(isoString: "2026-12-02"), dateKind: .useBy)
            #expect(milk.bestBefore == CalendarDay(isoString: "2026-12-02"))
            #expect(milk.dateKind == .useBy)
            #expect(try await kitchen.items() == [carrots, milk])

            let changed = try await kitchen.update(id: carrots.id, name: "Carrots", quantity: "5", bestBefore: nil, dateKind: nil)
            #expect(changed.quantity == "5")
            #expect(changed.id == carrots.id)

            // The same refusals, in the same words, wherever the kitchen is.
            let device = try UseCasesUnderTest.device().kitchen
            let empty = await failure { _ = try await kitchen.add(name: "   ", quantity: "", bestBefore: nil, dateKind: nil) }
            #expect(empty?.kind == .input)
            await expectSameRefusal(kitchen, device) { _ = try await $0.add(name: "   ", quantity: "", bestBefore: nil, dateKind: nil) }
            let ghost = await failure { _ = try await kitchen.update(id: UUID(), name: "Ghost", quantity: "", bestBefore: nil, dateKind: nil) }
            #expect(ghost == UserFacingError(InventoryError.itemNotFound))

            #expect(try await kitchen.remove(id: milk.id) == milk)
            let gone = await failure { try await kitchen.remove(id: milk.id) }
            #expect(gone == UserFacingError(InventoryError.itemNotFound))
            #expect(try await kitchen.items() == [changed])
            try await kitchen.clear()
            #expect(try await kitchen.items().isEmpty)
        }
    }

    @Test("Favorites: save from the recent ideas, save again, delete, with the same words", arguments: UseCasesUnderTest.allCases)
    func favorites(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let favorites = household.favorites
            #expect(try await favorites.list().isEmpty)
            for food in ["wholemeal bread", "cheddar", "apples", "cooked chicken", "lettuce", "tomatoes", "hummus", "carrots"] {
                _ = try await household.kitchen.add(name: food, quantity: "", bestBefore: nil, dateKind: nil)
            }
            let ideas = try await household.askTheOfflineChef().ideas
            #expect(ideas.count >= 3)
            let saved = try await favorites.save(ideaID: ideas[1].id)
            #expect(saved.id == ideas[1].id)
            #expect(saved.name == ideas[1].name)
            #expect(try await favorites.save(ideaID: ideas[1].id).id == saved.id)
            #expect(try await favorites.list() == [saved])

            let device = try UseCasesUnderTest.device().favorites
            let unknown = UUID()
            await expectSameRefusal(favorites, device) { try await $0.save(ideaID: unknown) }

            #expect(try await favorites.delete(id: saved.id) == saved)
            await expectSameRefusal(favorites, device) { try await $0.delete(id: saved.id) }
            #expect(try await favorites.list().isEmpty)
        }
    }

    @Test("Meals: add, edit, from an idea once, delete a planned one only when confirmed", arguments: UseCasesUnderTest.allCases)
    func meals(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let library = household.meals
            #expect(try await library.meals().isEmpty)
            let soup = try await library.addMeal(description: "Lentil soup", protein: "lentils", carb: "", components: ["carrots", "onion"])
            #expect(soup.primaryProtein == "lentils")
            let edited = try await library.updateMeal(id: soup.id, edit: MealEdit(primaryCarb: "bread"))
            #expect(edited.primaryCarb == "bread" && edited.primaryProtein == "lentils" && edited.otherComponents == ["carrots", "onion"])

            for food in ["wholemeal bread", "cheddar", "apples", "cooked chicken", "lettuce", "tomatoes"] {
                _ = try await household.kitchen.add(name: food, quantity: "", bestBefore: nil, dateKind: nil)
            }
            let idea = try #require(try await household.askTheOfflineChef().ideas.first)
            let added = try await library.addIdea(id: idea.id)
            #expect(added.isNew)
            #expect(added.meal.description == idea.name)
            let again = try await library.addIdea(id: idea.id)
            #expect(!again.isNew && again.meal.id == added.meal.id)
            #expect(Set(try await library.meals().map(\.id)) == [soup.id, added.meal.id])

            let device = try UseCasesUnderTest.device().meals
            let missing = UUID()
            await expectSameRefusal(library, device) { _ = try await $0.updateMeal(id: missing, edit: MealEdit(description: "Ghost")) }
            await expectSameRefusal(library, device) { _ = try await $0.addMeal(description: "  ", protein: "", carb: "", components: []) }

            // A planned meal asks first, in the words every face uses, and stays.
            let friday = try #require(CalendarDay(isoString: "2026-11-27"))
            try await household.week.assign(mealID: soup.id, to: [friday])
            let asked = await failure { try await library.deleteMeal(id: soup.id, confirmed: false) }
            #expect(asked?.actions.contains(.confirm) == true)
            #expect(asked?.message.contains("Lentil soup") == true, "\(String(describing: asked))")
            #expect(try await library.meals().count == 2)
            let deleted = try await library.deleteMeal(id: soup.id, confirmed: true)
            #expect(deleted.meal.id == soup.id && deleted.plannedDays == [friday])
            #expect(try await library.meals().map(\.id) == [added.meal.id])
        }
    }

    @Test("The week: today, plan, read, shop, tick into the kitchen, remove", arguments: UseCasesUnderTest.allCases)
    func week(_ kind: UseCasesUnderTest) async throws {
        try await kind.run { household in
            let week = household.week
            let now = try await week.calendarNow()
            #expect(now.currentWeek.contains(now.today))
            let sundays = try await week.calendarNow(weekStart: .sunday)
            #expect(sundays.weekStart == .sunday && sundays.today == now.today)
            #expect(try await week.shoppingList(for: now.currentWeek).plannedMealCount == 0)

            let wrap = try await week.addMeal(description: "Cheese wrap", protein: "cheddar", carb: "tortilla", components: ["apples"])
            let day = now.currentWeek.start.adding(days: 2)
            let planned = try await week.assign(mealID: wrap.id, to: [day, day.adding(days: 1)])
            #expect(planned.map(\.day) == [day, day.adding(days: 1)])
            let days = try await week.days(in: now.currentWeek)
            #expect(days.count == 7)
            #expect(days.flatMap(\.meals) == planned)

            let file = try await week.calendarFile(for: now.currentWeek)
            #expect(file.eventCount == 2)
            #expect(file.filename == "lunchbox-\(now.currentWeek.start.isoString).ics")
            #expect(file.text.contains("SUMMARY:Cheese wrap"))

            let list = try await week.shoppingList(for: now.currentWeek)
            #expect(list.plannedMealCount == 2)
            let apples = try #require(list.items.first { $0.name.lowercased().contains("apple") }, "\(list.items)")
            let ticked = try await week.markBought(apples.key, in: now.currentWeek, bought: true, addToKitchen: true)
            #expect(ticked.isBought && ticked.key == apples.key)
            #expect(try await household.kitchen.items().contains { $0.name.lowercased().contains("apple") })

            let device = try UseCasesUnderTest.device().week
            await expectSameRefusal(week, device) { _ = try await $0.markBought("dragon fruit", in: now.currentWeek, bought: true, addToKitchen: false) }

            #expect(try await week.remove(assignmentID: planned[0].id) == planned[0])
            await expectSameRefusal(week, device) { _ = try await $0.remove(assignmentID: planned[0].id) }
            #expect(try await week.days(in: now.currentWeek).flatMap(\.meals) == [planned[1]])
        }
    }
}
