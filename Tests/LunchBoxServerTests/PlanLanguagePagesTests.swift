import Foundation
import HTTPTypes
import LunchBoxCore
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

/// The week, its shopping list and the meal library speak the reader's language: rendered
/// with every phrase marked ⟦ ⟧ (the person's meals and foods marked too), no word of
/// their own is left; a German browser walks from the week to the shopping list.
@Suite("Plan and meals pages in the reader's language")
struct PlanLanguagePagesTests {
    private static let wordings = Wordings()
    private static let monday = CalendarDay(year: 2026, month: 11, day: 23)!
    private static let created = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func planAndMealsPagesTakeEveryWordFromTheCatalog() throws {
        let wrap = Meal(description: "⟦Wrap⟧", primaryProtein: "⟦Huhn⟧", primaryCarb: "⟦Tortilla⟧", otherComponents: ["⟦Salat⟧"], createdAt: Self.created)
        let bare = Meal(description: "⟦Suppe⟧", createdAt: Self.created)
        let week = PlanWeek(start: Self.monday)
        let wednesday = Self.monday.adding(days: 2)
        let query = PlanWeekQuery(week: week, today: wednesday, currentWeek: week)
        let planned = [
            PlannedMeal(assignment: MealAssignment(mealID: wrap.id, day: Self.monday, createdAt: Self.created), meal: wrap),
            PlannedMeal(assignment: MealAssignment(mealID: wrap.id, day: wednesday, createdAt: Self.created), meal: wrap),
        ]
        let list = ShoppingList(
            items: [
                .init(key: "huhn", name: "⟦Huhn⟧", mealCount: 2, amount: "⟦2⟧", meals: ["⟦Wrap⟧", "⟦Wrap⟧"]),
                .init(key: "salat", name: "⟦Salat⟧", mealCount: 1, meals: ["⟦Wrap⟧"], isBought: true),
            ], plannedMealCount: 2, leftOutStaples: ["⟦Salz⟧"])
        let filters = MealFilterView(criteria: FilterCriteria(proteinFilter: "⟦Huhn⟧"), options: FilterOptions(meals: [wrap, bare]))
        let pages: [any Page] = [
            PlanWeekPage(query: query, planned: planned, library: [wrap, bare], assigning: wrap, autoPlan: (UUID(), [wrap.id])),
            PlanWeekPage(query: PlanWeekQuery(week: week.next, today: wednesday, currentWeek: week), planned: [], library: [], assigning: nil),
            PlanShoppingListPage(query: query, list: list, includeStaples: false),
            PlanShoppingListPage(query: query, list: list, includeStaples: true),
            PlanShoppingListPage(query: query, list: ShoppingList(items: [], plannedMealCount: 0), includeStaples: false),
            PlanShoppingListPage(query: query, list: ShoppingList(items: [], plannedMealCount: 2, leftOutStaples: ["⟦Salz⟧"]), includeStaples: false),
            PlanRemovePage(assignmentID: "a", meal: "⟦Wrap⟧", day: wednesday, weekStart: "2026-11-23"),
            MealsPage(meals: [MealRow(wrap)], total: 2, filters: filters),
            MealsPage(meals: [], total: 2, filters: filters),
            MealsPage(meals: [], total: 0, filters: MealFilterView(criteria: FilterCriteria(), options: FilterOptions(meals: []))),
            MealDeletePage(meal: MealRow(wrap), days: [PlannedDayLink(day: Self.monday), PlannedDayLink(day: wednesday)]),
            MealDeletePage(meal: MealRow(bare), days: []),
            MealFormView(meal: nil, week: "2026-11-23"),
            MealFormView(meal: wrap, week: nil),
            ImportRecipePage(text: "⟦{}⟧", error: "⟦bad⟧"),
        ]
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            for page in pages {
                let chrome = PageChrome(title: page.title(words), section: page.section, words: words, csrf: "token", flash: Flash(kind: .success, message: "⟦done⟧", undo: UUID()))
                let html = Layout.page(chrome, scripts: page.scripts, content: page.content(csrf: "token", words: words)).description
                let unmarked = LanguagePagesTests.unmarkedWords(in: html)
                #expect(unmarked.isEmpty, "\(language) \(type(of: page)): \(unmarked)")
            }
        }
    }

    @Test func flashesAndErrorsComeFromTheCatalog() {
        for language in Language.allCases {
            let words = Self.wordings[language].marking
            let errors: [any Error] = [
                PlannerError.emptyDescription, PlannerError.dayFull(day: Self.monday, maximum: 4), PlannerError.mealIsPlanned(description: "⟦Wrap⟧", days: [Self.monday]),
                PlannerError.notOnShoppingList("⟦Huhn⟧"), RecipeImportError.tooLarge(maximumBytes: 65_536), RecipeImportError.missingName,
                UserTextError.tooLong(field: "Meal description", maximum: 200),
            ]
            for error in errors {
                let message = PlanErrorWords.message(error, words)
                #expect(LanguagePagesTests.unmarkedWords(in: message).isEmpty, "\(language) \(error): \(message)")
            }
            #expect(LanguagePagesTests.unmarkedWords(in: PlanController.planned("⟦Wrap⟧", on: Self.monday, words)).isEmpty)
        }
        // English reads as before, the days now as the pages write them.
        let english = Self.wordings[.english]
        #expect(PlanController.planned("Chicken wrap", on: Self.monday, english) == "Planned Chicken wrap on Monday, Nov 23, 2026.")
        #expect(PlanErrorWords.message(UserTextError.tooLong(field: "Meal description", maximum: 200), english) == "Meal description is too long: at most 200 characters.")
        #expect(PlanErrorWords.message(PlannerError.dayFull(day: Self.monday, maximum: 4), english) == "Monday, Nov 23, 2026 already has 4 meals planned. Remove one before adding another.")
        let german = Self.wordings[.german]
        #expect(PlanController.planned("Wrap", on: Self.monday, german) == "Wrap für Montag, 23. Nov. 2026 eingeplant.")
        #expect(Self.wordings[.french].weekday(Self.monday, startingSentence: true) == "Lundi")
    }

    @Test func aGermanReaderPlansTheWeekAndShopsForIt() async throws {
        try await TestApp.run(now: PlannerWeekPageTests.wednesday) { client, database in
            let meal = try await database.addMeal(Meal(description: "Linsensuppe", otherComponents: ["Linsen"], createdAt: TestApp.monday))
            let german: HTTPFields = [.acceptLanguage: "de-DE, de;q=0.9"]
            let week = try await client.raw(.get, "/plan", headers: german)
            #expect(week.text.contains("<h1>Wochenplan</h1>"))
            #expect(week.text.contains("Mittwoch <span class=\"muted small\">25. Nov. 2026</span>"))
            #expect(week.text.contains("Früher in dieser Woche (2 Tage)"))
            // The household's German for the form's post, whose message is set in it.
            try await database.saveHouseholdLanguage(.german)
            let assigned = try await client.postForm("/plan/assignments", [("mealId", meal.id.uuidString), ("day", "2026-11-26"), ("week", "2026-11-23")])
            let after = try await client.get(assigned.location, cookies: [KitchenPagesTests.flashCookie(assigned)])
            #expect(after.text.contains("Linsensuppe für Donnerstag, 26. Nov. 2026 eingeplant."))
            let list = try await client.raw(.get, "/plan/shopping-list?week=2026-11-23", headers: german)
            #expect(list.text.contains("<h1>Einkaufsliste</h1>"))
            #expect(list.text.contains("1 Sache zu kaufen"))
            #expect(list.text.contains("für 1 Gericht: Linsensuppe"))
            let meals = try await client.raw(.get, "/meals", headers: german)
            #expect(meals.text.contains("Neues Gericht"))
        }
    }
}
