import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Planner display text")
struct DisplayTests {
    private let formatter = PlanFormatter(locale: Locale(identifier: "en_US"))
    private static let englishDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    @Test func mealTextContainsEverything() async {
        // Feature: meal-planning, Property 4: For any meal, the rendered display string should contain the meal's description, primaryProtein, primaryCarb, and all otherComponents.
        await propertyCheck(count: 200, input: PlannerGenerators.meal) { meal in
            let text = formatter.text(for: meal)
            #expect(text.contains(meal.description))
            #expect(Self.shows(text, meal.primaryProtein))
            #expect(Self.shows(text, meal.primaryCarb))
            for component in meal.otherComponents {
                #expect(text.contains(component))
            }
        }
    }

    @Test func dayTextContainsNameDateAndMeals() async {
        // Feature: meal-planning, Property 7: For any day with assigned meals, the rendered display should include the day name, date, and all assigned meal information.
        await propertyCheck(count: 200, input: zip(PlannerGenerators.day, PlannerGenerators.meals(1...4))) { day, meals in
            let text = formatter.text(for: day, meals: meals)
            #expect(text.contains(Self.englishDays[day.isoWeekday - 1]))
            #expect(text.contains("\(Self.englishMonths[day.month - 1]) \(day.day), \(day.year)"))
            for meal in meals {
                #expect(text.contains(meal.description))
                #expect(Self.shows(text, meal.primaryProtein) && Self.shows(text, meal.primaryCarb))
                #expect(meal.otherComponents.allSatisfy(text.contains))
            }
            #expect(!text.contains("No meals planned"))
        }
    }

    @Test func mealTextLayout() {
        let meal = Meal(description: "Chicken wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce", "mayonnaise"], createdAt: Date(timeIntervalSince1970: 0))
        #expect(formatter.text(for: meal) == "Chicken wrap — protein: chicken · carb: tortilla · with: lettuce, mayonnaise")
        let plain = Meal(description: "Leftovers", createdAt: Date(timeIntervalSince1970: 0))
        #expect(formatter.text(for: plain) == "Leftovers")
    }

    @Test func dayWithoutMeals() {
        let text = formatter.text(for: CalendarDay(year: 2028, month: 2, day: 29)!, meals: [])
        #expect(text == "Tuesday, Feb 29, 2028\n  No meals planned")
    }

    @Test func dayNamesFollowTheLocale() {
        let day = CalendarDay(year: 2026, month: 3, day: 29)!
        #expect(PlanFormatter(locale: Locale(identifier: "de_DE")).dayName(day) == "Sonntag")
        #expect(PlanFormatter(locale: Locale(identifier: "en_GB")).dateText(day) == "29 Mar 2026")
    }

    @Test func titleOfNewYearsDay() {
        #expect(formatter.title(for: CalendarDay(year: 2027, month: 1, day: 1)!) == "Friday, Jan 1, 2027")
        #expect(formatter.title(for: CalendarDay(year: 2026, month: 12, day: 31)!) == "Thursday, Dec 31, 2026")
    }

    /// `String.contains("")` differs between Foundation and the standard library; an
    /// empty protein or carb is trivially "contained".
    private static func shows(_ text: String, _ part: String) -> Bool {
        part.isEmpty || text.contains(part)
    }
}
