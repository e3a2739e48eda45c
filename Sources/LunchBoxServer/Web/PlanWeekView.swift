import LunchBoxCore

/// The week planner page: seven days with their meals, the week's navigation, and the
/// library as the choices for each day's "add a meal" picker.
struct PlanWeekView: Sendable {
    /// One day as the page shows it.
    struct Day: Sendable {
        let iso: String
        let name: String
        let date: String
        let isToday: Bool
        let meals: [PlannedMealRow]
        let hasMeals: Bool
    }

    /// One planned meal on a day.
    struct PlannedMealRow: Sendable {
        let assignmentId: String
        let description: String
        let summary: String?
    }

    let title: String
    let weekStart: String
    let previousWeek: String
    let nextWeek: String
    let thisWeek: String
    let isThisWeek: Bool
    let days: [Day]
    let mealOptions: [PickerChoice]
    let hasLibrary: Bool
    /// The meal "Add to plan" brought here, pre-selected in every day's picker.
    let assigning: MealRow?

    init(query: PlanWeekQuery, planned: [PlannedMeal], library: [Meal], assigning: Meal?, formatter: PlanFormatter) {
        let week = query.week
        title = "\(formatter.dateText(week.start)) – \(formatter.dateText(week.end))"
        weekStart = week.start.isoString
        previousWeek = week.previous.start.isoString
        nextWeek = week.next.start.isoString
        thisWeek = query.currentWeek.start.isoString
        isThisWeek = week == query.currentWeek
        days = week.plannedDays(planned).map { plannedDay in
            let meals = plannedDay.meals.map { planned in
                PlannedMealRow(assignmentId: planned.assignment.id.uuidString, description: planned.meal.description, summary: MealRow(planned.meal).summary)
            }
            return Day(
                iso: plannedDay.day.isoString,
                name: formatter.dayName(plannedDay.day),
                date: formatter.dateText(plannedDay.day),
                isToday: plannedDay.day == query.today,
                meals: meals,
                hasMeals: !meals.isEmpty
            )
        }
        // Each name lowered once, not once per comparison.
        mealOptions =
            library
            .map { (key: $0.description.lowercased(), meal: $0) }
            .sorted { $0.key < $1.key }
            .map { PickerChoice(value: $0.meal.id.uuidString, label: $0.meal.description, selected: $0.meal.id == assigning?.id) }
        hasLibrary = !library.isEmpty
        self.assigning = assigning.map(MealRow.init)
    }
}
