import Foundation
import LunchBoxCore
import LunchBoxTesting
import Mustache
import Testing

@testable import LunchBoxServer

/// Types that answer template lookups themselves must answer every stored property,
/// or a field would silently vanish from the page.
@Suite("Template lookups")
struct TemplateLookupTests {
    static func expectEveryFieldAnswered(_ value: some TemplateParent, sourceLocation: SourceLocation = #_sourceLocation) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            #expect(value.child(named: label) != nil, "\(type(of: value)).\(label) is not answered", sourceLocation: sourceLocation)
            #expect(String(describing: value.child(named: label) ?? "") == String(describing: Self.unwrapped(child.value)), "\(type(of: value)).\(label)", sourceLocation: sourceLocation)
        }
        #expect(value.child(named: "noSuchField") == nil)
    }

    static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let first = mirror.children.first else { return value }
        return first.value
    }

    @Test func listRowsAnswerEveryField() throws {
        let idea = LunchBoxIdea(name: "Egg wrap", ingredients: ["eggs"], preparationSteps: ["Wrap."], savedAt: Date(timeIntervalSince1970: 0), origin: .offlineChef)
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        let summary = FavoriteSummary(id: idea.id, name: idea.name, savedAt: Date(timeIntervalSince1970: 0), origin: .offlineChef)
        Self.expectEveryFieldAnswered(FavoriteRow(summary, dateFormat: ListDateFormat(timeZone: .gmt)))
        let expired = IdeaKitchenUse(items: [IdeaKitchenUse.Item(name: "eggs", bestBefore: CalendarDay(isoString: "2026-11-20"), freshness: .expired)])
        Self.expectEveryFieldAnswered(IdeaCard(idea, unverified: ["za'atar"], heldBackReasons: ["a reason"], kitchen: expired))
        Self.expectEveryFieldAnswered(IdeaView.Step(number: 1, text: "Wrap."))
        let item = InventoryItem(name: "eggs", quantity: "6", bestBefore: CalendarDay(isoString: "2026-11-23"))
        Self.expectEveryFieldAnswered(InventoryRow(item, today: CalendarDay(isoString: "2026-11-22")!, emoji: "🥚"))
        let meal = Meal(description: "Wrap", primaryProtein: "eggs", primaryCarb: "wraps", otherComponents: ["spinach"], createdAt: Date())
        Self.expectEveryFieldAnswered(MealRow(meal))
        Self.expectEveryFieldAnswered(PickerChoice(value: "v", label: "l", selected: true))
        Self.expectEveryFieldAnswered(PlanWeekView.PlannedMealRow(assignmentId: "a", description: "d", summary: "s"))
        Self.expectEveryFieldAnswered(PlanWeekView.Day(iso: "2026-11-23", name: "Monday", date: "23 Nov", isToday: true, meals: [], hasMeals: false))
        Self.expectEveryFieldAnswered(PlanShoppingListView.Item(key: "food:tuna", name: "tuna", detail: "for 1 meal", isBought: true, toggleLabel: "Put tuna back on the list"))
    }

    @Test func pageViewsAnswerEveryField() async throws {
        let useCases = try TestUseCases.make().useCases
        // Salt is a staple, so the shopping list has one left out (every field set).
        let meal = try await useCases.plan.addMeal(description: "Wrap", protein: "eggs", carb: "wraps", components: ["spinach", "salt"])
        let query = try await PlanWeekQuery(week: nil, plan: useCases.plan)
        _ = try await useCases.plan.assign(mealID: meal.id, to: [query.today])
        let planned = try await useCases.plan.plannedMeals(in: query.week)
        Self.expectEveryFieldAnswered(PlanWeekView(query: query, planned: planned, library: [meal], assigning: meal, formatter: PlanFormatter.pages))
        let list = try await useCases.plan.shoppingList(for: query.week, includeStaples: false)
        Self.expectEveryFieldAnswered(PlanShoppingListView(query: query, list: list, includeStaples: false, formatter: PlanFormatter.pages))
        let filters = MealFilterView(criteria: FilterCriteria(proteinFilter: "eggs"), options: FilterOptions(meals: [meal]))
        Self.expectEveryFieldAnswered(filters)
        let scanSettings = try await ScanSettingsView.load(useCases.scanning)
        Self.expectEveryFieldAnswered(scanSettings)
        for recognizer in scanSettings.recognizers { Self.expectEveryFieldAnswered(recognizer) }
        for status in try await useCases.scanning.recognizers() { Self.expectEveryFieldAnswered(ScanRecognizerView(status)) }
    }

    @Test func preferencesAnswerEveryField() async throws {
        let useCases = try TestUseCases.make().useCases
        let view = IdeaPreferencesView(preferences: try await useCases.preferences.ideaPreferences(), personas: try await useCases.preferences.personas())
        Self.expectEveryFieldAnswered(view)
        Self.expectEveryFieldAnswered(try #require(view.cuisines.first))
        Self.expectEveryFieldAnswered(try #require(view.personas.first { $0.locked }))
        Self.expectEveryFieldAnswered(PreferencesController.Choice(id: "vegan", title: "Vegan", explanation: "No animal products", on: true))
    }

    @Test func theChromeAnswersEveryField() {
        Self.expectEveryFieldAnswered(
            PageChrome(title: "Kitchen", section: .inventory, csrf: "token", flashSuccess: "Saved", flashError: "Oops", undoToken: "token", passphraseMode: true, toasts: ["Level 2!"]))
    }
}
